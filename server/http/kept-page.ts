import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../blog/page-cache.ts';
import { codingFor, holds, readyAnswer, type Coding, type ReadyAnswer } from './ready-answers.ts';
import { PAGE_HEADERS, hashedPagePolicy } from './security-headers.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A page whose bytes are the same for every reader (a prerendered marketing page, a finished
 * blog page), compressed once. It carries no nonce: a nonce differs per answer, so it would
 * have to be spliced into bytes that are otherwise kept; its inline scripts run by hash.
 */
export type KeptPage = Omit<CachedPage, 'expiresAt'>;

/**
 * The inline module script a page adds once it has loaded (app/islands/loader.ts,
 * deferredModuleScript) carries its text as a string literal in the page's own script.
 */
const ADDED_SCRIPT = /script\.textContent = ("(?:[^"\\]|\\.)*");/g;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The inline scripts a render wrote (no `src`, carrying the render's own nonce) and the
 * inline scripts they add, as the policy hashes them: sha256, base64. A script without
 * that nonce is not the app's (say markup that slipped through into a post's content) and
 * gets no hash, so the policy still stops it, as a nonce would.
 */
export function inlineScriptHashes(rendered: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const match of rendered.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    hashes.add(sha256(match[2]!));
    for (const added of match[2]!.matchAll(ADDED_SCRIPT)) {
      hashes.add(sha256(JSON.parse(added[1]!) as string));
    }
  }
  return [...hashes];
}

/**
 * Keeps a page rendered with `renderNonce` on its scripts: the nonce goes, the policy names
 * the scripts' hashes, and the bytes are compressed once, gzip and brotli, at best quality.
 * `headers` are the render's own (content type and the like) and are sent with every answer.
 */
export async function keepPage(
  rendered: string,
  renderNonce: string,
  headers: [string, string][],
): Promise<KeptPage> {
  const body = Buffer.from(rendered.replaceAll(` nonce="${renderNonce}"`, ''), 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    body,
    gzip: gzipped,
    br: brotli,
    tag: createHash('sha256').update(body).digest('base64url').slice(0, 27),
    headers: [
      ...headers,
      ['content-security-policy', hashedPagePolicy(inlineScriptHashes(rendered, renderNonce))],
      ['vary', 'accept-encoding, user-agent'],
    ],
  };
}

/**
 * Answers with a kept page in the best coding the client takes, or 304 when the client holds
 * it already. One ETag per coding; a reader holding any of them holds this page.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  for (const [name, value] of page.headers) reply.header(name, value);
  const coding = codingFor(request.headers['accept-encoding']);
  reply.header('etag', `"${page.tag}${coding ? `-${coding}` : ''}"`);
  if (holds(request.headers['if-none-match'], page.tag)) return reply.status(304).send();
  if (coding) reply.header('content-encoding', coding);
  return reply.send(coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.body);
}

/** A kept page's answers made whole once, so that sending one is a single write. */
export interface ReadyPage {
  codings: Record<Coding, ReadyAnswer>;
}

/**
 * Makes every answer of a kept page beforehand: the page headers every page carries
 * (security-headers.ts), `served` (say the page cache's verdict), the page's own headers with
 * its hashed policy, its ETag per coding, the coding and the length. What the answers say is
 * what `sendKeptPage` says through Fastify, header for header.
 */
export function readyPage(page: KeptPage, served: [string, string][] = []): ReadyPage {
  // In the order Fastify sends them: the security hook's first, each replaced in place by
  // the page's own value of it, then the page's other headers.
  const own = new Map(page.headers);
  const policy = 'content-security-policy';
  const common = [[policy, own.get(policy) ?? ''], ...Object.entries(PAGE_HEADERS)].map(
    ([name, value]): [string, string] => [name!, own.get(name!) ?? value!],
  );
  const rest = page.headers.filter(([name]) => name !== policy && !(name in PAGE_HEADERS));
  const ready = (body: Buffer, coding: 'br' | 'gzip' | null) =>
    readyAnswer(
      [...common],
      [...served, ...rest, ['etag', `"${page.tag}${coding ? `-${coding}` : ''}"`]],
      body,
      { tag: page.tag, coding },
    );
  return {
    codings: {
      br: ready(page.br, 'br'),
      gzip: ready(page.gzip, 'gzip'),
      identity: ready(page.body, null),
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HSTS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where answers made beforehand are found (registerReadyAnswers). */
    readyAnswers: { add(finder: ReadyAnswerFinder): void };
  }
}

/** The codings a kept answer is kept in. */
export type Coding = 'br' | 'gzip' | 'identity';

/** The best coding the client takes: brotli, then gzip, else none (a q of 0 refuses). */
export function codingFor(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const taken = new Set<string>();
  for (const entry of header.toLowerCase().split(',')) {
    const [coding, ...params] = entry.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) taken.add(coding!.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names `tag` in any coding. */
export const holds = (held: string | undefined, tag: string) =>
  held !== undefined &&
  held.split(',').some((entry) => entry.trim().replace(/^W\//, '').startsWith(`"${tag}`));

/** One answer as written to the socket: every header, flat, as Node takes them. */
export interface ReadyAnswer {
  body: Buffer;
  /** The 200's headers, over plain HTTP and over HTTPS (which adds HSTS). */
  sent: [string[], string[]];
  /** A kept page's ETag stem, and its 304's headers (the 200's but the body's own). */
  tag?: string;
  held?: [string[], string[]];
}

/**
 * An answer made whole once: `security` are the security hook's headers (HSTS goes after
 * them over HTTPS, where the hook puts it), then `own`, then the body's coding and length,
 * as Fastify would send them.
 */
export function readyAnswer(
  security: [string, string][],
  own: [string, string][],
  body: Buffer,
  page?: { tag: string; coding: 'br' | 'gzip' | null },
): ReadyAnswer {
  const before = (https: boolean) => [
    ...security,
    ...(https ? [[...HSTS] as [string, string]] : []),
    ...own,
  ];
  const ofBody: [string, string][] = [
    ...(page?.coding ? [['content-encoding', page.coding] as [string, string]] : []),
    ['content-length', String(body.length)],
  ];
  const flat = (pairs: [string, string][]) => pairs.flat();
  return {
    body,
    sent: [flat([...before(false), ...ofBody]), flat([...before(true), ...ofBody])],
    ...(page && {
      tag: page.tag,
      held: [flat(before(false)), flat(before(true))] as [string[], string[]],
    }),
  };
}

/** The ready answer of a GET in the coding the client takes, if one is kept for it. */
type ReadyAnswerFinder = (request: FastifyRequest, coding: Coding) => ReadyAnswer | undefined;

/** What the client asked for, if a ready answer can say it: other codings are the plugin's. */
function readyCoding(header: string | undefined): Coding | null {
  if (header === undefined || header === '') return 'identity';
  // Other codings (deflate alone, say) are left to the compression plugin, as before.
  return codingFor(header);
}

/** Accept-Encoding headers remembered at most, and the longest remembered. */
const MAX_REMEMBERED = 100;
const MAX_REMEMBERED_LENGTH = 256;

/** `readyCoding`, remembered per header: browsers send a handful of them. */
function rememberedCodings(): (header: string | undefined) => Coding | null {
  const known = new Map<string, Coding | null>();
  return (header) => {
    if (header === undefined) return 'identity';
    let coding = known.get(header);
    if (coding === undefined) {
      coding = readyCoding(header);
      if (header.length <= MAX_REMEMBERED_LENGTH) {
        if (known.size >= MAX_REMEMBERED) known.clear();
        known.set(header, coding);
      }
    }
    return coding;
  };
}

/**
 * The first hook every request passes: a GET whose answer was made beforehand (a kept page,
 * a kept JSON answer) is answered here in one write, before any other hook (nonce, headers,
 * compression) does work the answer would not use. The modules that keep answers add their
 * finders (`app.readyAnswers.add`); anything no finder knows goes on as usual. Must be
 * registered before the security headers: a ready answer carries them already.
 */
export function registerReadyAnswers(app: FastifyInstance): void {
  const finders: ReadyAnswerFinder[] = [];
  const codingOf = rememberedCodings();
  app.decorate('readyAnswers', { add: (finder: ReadyAnswerFinder) => void finders.push(finder) });
  // Callback-style with a synchronous way out: this hook sees every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && finders.length > 0) {
      const coding = codingOf(request.headers['accept-encoding']);
      for (const find of coding ? finders : []) {
        const ready = find(request, coding!);
        if (!ready) continue;
        const https = request.protocol === 'https' ? 1 : 0;
        // Sent here as a whole; Fastify does nothing more with this request.
        reply.hijack();
        if (ready.tag && holds(request.headers['if-none-match'], ready.tag)) {
          reply.raw.writeHead(304, ready.held![https]);
          reply.raw.end();
        } else {
          reply.raw.writeHead(200, ready.sent[https]);
          reply.raw.end(ready.body);
        }
        return;
      }
    }
    done();
  });
}

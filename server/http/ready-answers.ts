import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import { HSTS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where answers made beforehand are found (createReadyAnswers). */
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
 * as Fastify would send them. `kept.tag`: a kept page's ETag stem, which gives it a 304.
 */
export function readyAnswer(
  security: [string, string][],
  own: [string, string][],
  body: Buffer,
  kept: { tag?: string; coding?: 'br' | 'gzip' | null } = {},
): ReadyAnswer {
  const before = (https: boolean) => [
    ...security,
    ...(https ? [[...HSTS] as [string, string]] : []),
    ...own,
  ];
  const ofBody: [string, string][] = [
    ...(kept.coding ? [['content-encoding', kept.coding] as [string, string]] : []),
    ['content-length', String(body.length)],
  ];
  const flat = (pairs: [string, string][]) => pairs.flat();
  return {
    body,
    sent: [flat([...before(false), ...ofBody]), flat([...before(true), ...ofBody])],
    ...(kept.tag !== undefined && {
      tag: kept.tag,
      held: [flat(before(false)), flat(before(true))] as [string[], string[]],
    }),
  };
}

/** What a finder sees of a request: Fastify's request or Node's, before Fastify. */
export interface Asked {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** The ready answer of a GET in the coding the client takes, if one is kept for it. */
type ReadyAnswerFinder = (request: Asked, coding: Coding) => ReadyAnswer | undefined;

/** What the client asked for, if a ready answer can say it: other codings are the plugin's. */
function readyCoding(header: string | undefined): Coding | null {
  if (header === undefined || header === '') return 'identity';
  // Other codings (deflate alone, say) are the compression plugin's to make.
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
 * Answers made beforehand (kept pages, kept JSON answers), each sent in one write before
 * any of Fastify's work (routing, the nonce, the security and compression hooks) that the
 * answer would not use. The modules that keep answers add their finders
 * (`app.readyAnswers.add`); anything no finder knows goes on to Fastify as usual.
 *
 * `trustProxy` is the option Fastify is given: whether a request came over HTTPS (HSTS) is
 * decided as Fastify decides `request.protocol`. Where that takes an address list's rules
 * (a forwarded protocol under a list of proxies), the request is left to the hook that
 * `register` adds, which asks Fastify.
 */
export function createReadyAnswers(trustProxy: FastifyServerOptions['trustProxy']) {
  const finders: ReadyAnswerFinder[] = [];
  const codingOf = rememberedCodings();
  /** Once the app begins to close, Fastify answers (it refuses new requests then). */
  let closing = false;

  /** Sends the ready answer of `request` if there is one; false if there is none. */
  function send(request: Asked, response: ServerResponse, https: 0 | 1): boolean {
    if (request.method !== 'GET' || finders.length === 0) return false;
    // Reading `headers` costs nothing here: Node builds them from the raw list for its own
    // checks (Host, Expect) before any listener runs.
    const coding = codingOf(request.headers['accept-encoding']);
    if (!coding) return false;
    for (const find of finders) {
      const ready = find(request, coding);
      if (!ready) continue;
      if (ready.tag && holds(request.headers['if-none-match'], ready.tag)) {
        response.writeHead(304, ready.held![https]);
        response.end();
      } else {
        response.writeHead(200, ready.sent[https]);
        response.end(ready.body);
      }
      return true;
    }
    return false;
  }

  /** 1 over HTTPS, 0 over HTTP, as `request.protocol` says; undefined where Fastify must say. */
  const protocolOf = (request: IncomingMessage): 0 | 1 | undefined => {
    const forwarded = request.headers['x-forwarded-proto'];
    const encrypted = (request.socket as { encrypted?: boolean }).encrypted ? 1 : 0;
    if (!forwarded || !trustProxy) return encrypted;
    if (typeof trustProxy !== 'function' || typeof forwarded !== 'string') return undefined;
    if (!trustProxy(request.socket.remoteAddress ?? '', 0)) return encrypted;
    // The last entry when the header is set more than once, as Fastify reads it.
    const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    return last === 'https' ? 1 : 0;
  };

  return {
    /**
     * Fastify's server (`serverFactory`): Node's HTTP server as Fastify makes it, with the
     * same options, whose requests meet the ready answers first.
     */
    serverFactory: ((handler, options) => {
      // Fastify's options with its defaults filled in, as it sets them on its own server.
      const settings = options as {
        http?: ServerOptions;
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
        maxRequestsPerSocket: number;
      };
      const server = createServer(settings.http ?? {}, (request, response) => {
        const https = closing ? undefined : protocolOf(request);
        if (https === undefined || !send(request as Asked, response, https)) {
          handler(request, response);
        }
      });
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      }
      return server;
    }) satisfies FastifyServerFactory,

    /**
     * Lets the app's modules add finders, and answers in the first hook what the server
     * left to Fastify for its protocol. Must be registered before the security headers: a
     * ready answer carries them already.
     */
    register(app: FastifyInstance): void {
      app.decorate('readyAnswers', {
        add: (finder: ReadyAnswerFinder) => void finders.push(finder),
      });
      app.addHook('preClose', (done) => {
        closing = true;
        done();
      });
      // Callback-style with a synchronous way out: this hook sees every request.
      app.addHook('onRequest', (request, reply, done) => {
        if (closing || request.method !== 'GET') {
          done();
          return;
        }
        const https = request.protocol === 'https' ? 1 : 0;
        // Sent whole when ready; Fastify then does nothing more with this request.
        if (send(request, reply.raw, https)) reply.hijack();
        else done();
      });
    },
  };
}

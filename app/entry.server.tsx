import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { PRERENDER_NONCE } from '../common/prerender.ts';
import { createDeferHydrationStream } from './defer-hydration.server.ts';
import { NonceProvider } from './components/nonce.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // At build time (prerendering) there is no load context: a placeholder nonce is written,
  // which the server swaps for each response's own (server/http/prerendered.ts).
  const prerendering = !loadContext?.cspNonce;
  const nonce = prerendering ? PRERENDER_NONCE : loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and the prerenderer get the whole page at once; people get the shell as soon
    // as it is ready.
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || prerendering;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A page sent whole has every Suspense boundary finished: each is written where it
        // stands. By default React writes a finished boundary that comes late in a long page
        // at the end of the document, hidden, with a script that moves it into place after
        // the first paint: one more style and layout pass of the whole page.
        ...(whole && { progressiveChunkSize: Number.POSITIVE_INFINITY }),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page's scripts start after it has loaded (defer-hydration.server.ts).
          const deferred = createDeferHydrationStream();
          deferred.pipe(body);
          pipe(deferred);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

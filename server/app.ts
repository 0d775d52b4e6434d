import path from 'node:path';
import compress from '@fastify/compress';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext } from '../common/load-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerBlogPages } from './http/blog-pages.ts';
import { readRefusedBodies } from './http/refused-bodies.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createReadyAnswers } from './http/ready-answers.ts';
import { PUBLIC_BODY_LIMIT, TIMEOUTS } from './http/limits.ts';
import { mediaRoutes } from './http/media.ts';
import { registerApiContract } from './http/openapi.ts';
import { registerPictureFiles, REPLACEABLE_FILE_GLOBS } from './http/pictures.ts';
import { registerPrerenderedPages } from './http/prerendered.ts';
import { lazyRequestLogger, serializeRequest } from './http/request-logger.ts';
import { registerShareImages } from './http/share-images.ts';
import { apiRoutes } from './http/routes.ts';
import { adminSignInForm } from './http/admin-sign-in.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createServices, type Services } from './services.ts';
import { serializeLoggedError } from './db/redact-error.ts';

/** What every route module reaches through `app.deps`. */
interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /**
   * How pages are served: 'production' from build/, 'development' through Vite's dev
   * server, false for none (API-only, as in API tests).
   */
  web?: 'production' | 'development' | false;
  /** Where `react-router build` wrote its output; defaults to ./build. */
  buildDirectory?: string;
  /** Where log lines go (JSON, one per line); standard output by default. */
  logStream?: { write(line: string): void };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 reads a bare hop count as "trust no one";
 * a count here means what it says: the last `hops` addresses of the chain are our proxies
 * (safe only when clients cannot reach the app except through them, README).
 */
function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, web = false } = options;
  const trustProxy = trustProxyOption(config.TRUST_PROXY);
  // Kept pages and kept JSON answers are sent as the server receives the request.
  const readyAnswers = createReadyAnswers(trustProxy);
  const app = Fastify({
    serverFactory: readyAnswers.serverFactory,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A failed statement's values (a password hash, a visitor's details) are never logged.
      // Nor are the secrets of links (the calendar feed, a visitor's appointment link).
      serializers: { err: serializeLoggedError, req: serializeRequest },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: PUBLIC_BODY_LIMIT,
    requestTimeout: TIMEOUTS.requestMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    http: {
      headersTimeout: TIMEOUTS.headersMs,
      connectionsCheckingInterval: TIMEOUTS.connectionCheckMs,
    },
    trustProxy,
    // One line per request only at debug level: at info, load would flood the log.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
    // A request's pino child is made when the request first logs (docs/decisions/042).
    childLoggerFactory: lazyRequestLogger,
  });

  const services = createServices({ config, database });
  app.decorate('deps', { config, database, services });
  await services.changes.ready;

  registerErrorHandling(app);
  readRefusedBodies(app);
  // Before the security headers: an answer made beforehand carries them already.
  readyAnswers.register(app);
  registerSecurityHeaders(app, { development: web === 'development' });
  await app.register(compress, { global: true, threshold: 1024 });
  await registerApiContract(app);

  await app.register(
    async (api) => {
      await api.register(apiRoutes);
      // Unknown API paths answer JSON, never the HTML of the page router.
      api.all('/*', async (request, reply) => {
        const message = `No such endpoint: ${request.method} ${request.url.split('?')[0]}.`;
        return reply.status(404).send({ success: false, error: message, message });
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(adminSignInForm);
  const buildDirectory = options.buildDirectory ?? path.resolve(process.env.BUILD_DIR ?? 'build');
  // Replaceable pictures answer their replacement or the committed file (ADR 037).
  registerPictureFiles(app, {
    directory: web === 'production' ? path.join(buildDirectory, 'client') : path.resolve('public'),
  });

  if (web) {
    const loadContext = (
      request: Pick<FastifyRequest, 'cspNonce'>,
    ): AppContext & Record<string, unknown> => ({
      cspNonce: request.cspNonce,
      publicUrl: config.publicUrl,
      services,
    });
    if (web === 'production') {
      await registerPrerenderedPages(app, {
        buildDirectory,
        publicUrl: config.publicUrl,
        loadContext,
      });
    }
    if (web === 'production' && config.BLOG_PAGE_CACHE) {
      await registerBlogPages(app, {
        buildDirectory,
        blog: services.blog,
        loadContext,
      });
    }
    registerShareImages(app, { blog: services.blog });
    await app.register(reactRouterFastify, {
      mode: web,
      buildDirectory,
      getLoadContext: loadContext,
      // Served by registerPictureFiles above.
      fastifyStaticOptions: { globIgnore: REPLACEABLE_FILE_GLOBS },
    });
  }
  // The app's timers stop, and views counted in memory (BLOG_VIEW_FLUSH_MS) are written,
  // before the database closes.
  app.addHook('onClose', async () => {
    services.stopTimers();
    await services.blog.flushViews();
    await services.changes.close();
  });

  return app;
}

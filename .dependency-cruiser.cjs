/**
 * Import rules of ARCHITECTURE.md ("Layout") and STYLE.md (Cal.com layering), checked by
 * `npm run lint`: `depcruise common server app --config .dependency-cruiser.cjs`.
 *
 * Words used below:
 * - a domain is a folder server/<name>/ other than server/http (HTTP) and server/db (storage);
 * - a repository is a file named repository.ts or *-repository.ts: the only place, with
 *   server/db, that speaks SQL (drizzle-orm and the schema);
 * - a test is tests/** or a *.test.ts(x) file beside the code.
 */

const TEST = ['^tests/', '\\.test\\.tsx?$'];
const REPOSITORY = '(^|/|-)repository\\.ts$';
const DOMAIN = '^server/(?!http/|db/)[^/]+/';
const FASTIFY = '^node_modules/(fastify|@fastify/[^/]+)/';
const SQL = ['^node_modules/drizzle-orm/', '^server/db/schema(\\.ts$|/)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  // Every rule is an error: `npm run lint` fails on any of them.
  forbidden: [
    {
      name: 'common-is-pure',
      comment:
        'common/ is pure TypeScript shared by browser and server: it imports nothing from ' +
        'server/, app/ or tests/.',
      from: { path: '^common/' },
      to: { path: '^(server|app|tests)/' },
    },
    {
      name: 'common-has-no-io',
      comment: 'common/ does no I/O: no database, mail, job, image, HTTP server or model packages.',
      from: { path: '^common/' },
      to: {
        path: [
          '^node_modules/(pg|pg-boss|drizzle-orm|drizzle-kit|@electric-sql/pglite|nodemailer|sharp|fastify|@fastify/[^/]+|openai|fs-extra)/',
        ],
      },
    },
    {
      name: 'common-has-no-node-builtins',
      comment: 'common/ runs in the browser too: no Node built-ins (fs, path, crypto, node:*).',
      from: { path: '^common/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-not-to-server',
      comment:
        'The React app never imports server/ internals or the database; loaders reach the ' +
        'services through the load context typed in common/.',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'production-not-to-tests',
      comment: 'Production code (common/, server/, app/) never imports tests/.',
      from: { path: '^(common|server|app)/', pathNot: TEST },
      to: { path: '^tests/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature (app/features/X) does not import another feature: routes compose them.',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/([^/]+)/', pathNot: '^app/features/$1/' },
    },
    {
      name: 'fastify-only-in-http',
      comment:
        'Domains know the business, not HTTP: fastify and @fastify/* are imported only by ' +
        'server/http/, server/app.ts and server/main.ts.',
      from: { path: DOMAIN },
      to: { path: FASTIFY },
    },
    {
      name: 'domain-not-to-http',
      comment: 'HTTP calls the domains, never the other way round.',
      from: { path: DOMAIN },
      to: { path: '^server/(http/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'sql-only-in-repositories',
      comment:
        'Only repositories (repository.ts, *-repository.ts) and server/db/ touch SQL: ' +
        'drizzle-orm and the schema. Services and HTTP modules get data through repositories.',
      from: {
        path: '^(common|server|app)/',
        pathNot: ['^server/db/', REPOSITORY, ...TEST],
      },
      to: { path: SQL },
    },
    {
      name: 'http-not-to-repositories',
      comment: 'HTTP handlers call services; services call repositories.',
      from: { path: '^server/(http/|app\\.ts$|main\\.ts$)', pathNot: TEST },
      to: { path: '^server/[^/]+/(|[^/]*-)repository\\.ts$' },
    },
    {
      name: 'http-not-to-storage',
      comment:
        'HTTP handlers reach stored data through services, counters included: of server/db/ ' +
        'they use only the connection (its type, and the health check ping).',
      from: { path: '^server/http/', pathNot: TEST },
      to: { path: '^server/db/', pathNot: '^server/db/client\\.ts$' },
    },
    {
      name: 'domain-not-to-other-repository',
      comment:
        "A domain never imports another domain's repository: it calls that domain's service.",
      from: {
        path: '^server/([^/]+)/',
        pathNot: ['^server/(http|db)/', ...TEST],
      },
      to: {
        path: '^server/[^/]+/(|[^/]*-)repository\\.ts$',
        pathNot: '^server/$1/',
      },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports and that imports nothing is dead or misplaced.',
      from: { orphan: true, pathNot: ['\\.d\\.ts$', ...TEST] },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: each one is a layer that does not hold.',
      from: {},
      to: { circular: true },
    },
  ].map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^build/', '^\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

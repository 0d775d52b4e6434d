// `npm run build`: the islands runtime (vite.islands.config.ts, ADR 018), then the site with
// React Router (told where the islands runtime is), then the compiled server. React Router's
// build empties $BUILD_DIR, so the islands are built beside it and moved in afterwards.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { fail, root, run } from './lib.mjs';

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const islandsDir = `${buildDir}-islands`;

await build({
  configFile: path.join(root, 'vite.islands.config.ts'),
  logLevel: 'warn',
  build: { outDir: islandsDir, emptyOutDir: true },
});
const manifest = JSON.parse(readFileSync(path.join(islandsDir, '.vite', 'manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) fail('The islands build wrote no entry.');

const env = { ...process.env, VITE_ISLANDS_ENTRY: `/${entry.file}` };
if (run('npx', ['react-router', 'build'], { env }) !== 0) fail('react-router build failed.');
cpSync(path.join(islandsDir, 'assets'), path.join(buildDir, 'client', 'assets'), {
  recursive: true,
});
rmSync(islandsDir, { recursive: true, force: true });
// The prerenderer also writes each page's loader data (`/_root.data`, `/About.data`), which
// only React Router's client asks for, to move into a page without loading it. No public
// page runs that client (every one is sent as islands, ADR 063) and the admin area, which
// does, links to none of them; left here, the file server would answer them with the build's
// placeholder origin. A stray request for one is answered by the page router.
for (const file of readdirSync(path.join(buildDir, 'client'), { recursive: true })) {
  if (String(file).endsWith('.data')) rmSync(path.join(buildDir, 'client', String(file)));
}
if (run('node', [path.join(root, 'scripts', 'build-server.mjs')]) !== 0) {
  fail('Compiling the server failed.');
}

// `npm start`: installs what is missing, builds when the sources changed, then runs the
// server, which migrates and seeds the database itself (server/main.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, root } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();

// The compiled server (scripts/build-server.mjs): plain Node, no TypeScript loader.
const main = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'app-server', 'main.mjs');
// A young generation of 2 x 8 MB instead of V8's 2 x 16 MB: under many connections the
// heap stays about 70 MB smaller, at about the same speed (docs/decisions/015).
// tests/setup/server-process.ts starts the server with the same flags.
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=8', main], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

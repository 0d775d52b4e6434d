// `npm start`: installs what is missing, builds when the sources changed, then runs the
// server, which migrates and seeds the database itself (server/main.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, root } from './lib.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from './server-runtime.mjs';

checkNode();
ensureDependencies();
ensureBuild();

// The compiled server (scripts/build-server.mjs): plain Node, no TypeScript loader.
const main = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'app-server', 'main.mjs');
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

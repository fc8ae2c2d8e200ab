// `npm start`: builds the web app and the server when their sources changed, then runs the server.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist' || child === 'sourcemaps') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const shared = [at('packages'), at('package-lock.json')];
const targets = [
  {
    workspace: '@hangar/web',
    output: at('apps/web/dist/index.html'),
    inputs: [at('apps/web'), ...shared],
  },
  {
    workspace: '@hangar/server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server'), at('package.json'), ...shared],
  },
];

for (const { workspace, output, inputs } of targets) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (Math.max(...inputs.map(newestMtime)) <= builtAt) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(at('apps/server/dist/main.js'));

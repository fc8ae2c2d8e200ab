import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- <args>` at the repository's root, as an operator types it. */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config';
import { DatabaseRefusedError } from '../db/data-folder';
import { DataDirLockedError } from '../lib/data-dir-lock';

/** A failure the command explains in its message alone. */
export class CommandError extends Error {}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The configuration `npm start` would use: `.env` at the repository's root, then the environment. */
export function commandConfig(): Config {
  const envFile = path.join(repositoryRoot, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig();
}

/** The command's file argument, resolved from where `npm run` was typed. */
export function fileArgument(usage: string): string {
  const argument = process.argv[2];
  if (!argument) throw new CommandError(`Usage: ${usage}`);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

const EXPLAINED = [CommandError, ConfigError, DataDirLockedError, DatabaseRefusedError];

/** Runs an operator command: prints its outcome, exits 0, or prints why it failed and exits 1. */
export function runCommand(command: () => Promise<string>): void {
  command().then(
    (outcome) => {
      console.log(outcome);
      process.exit(0);
    },
    (error: unknown) => {
      const explained = EXPLAINED.some((kind) => error instanceof kind);
      console.error(explained && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function files(count: number): string {
  return count === 1 ? '1 uploaded file' : `${count} uploaded files`;
}

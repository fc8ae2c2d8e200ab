import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DATABASE_FOLDERS, type EmbeddedEngine } from '../db/data-folder';
import { PGLITE_EXTENSIONS } from '../db/client';
import { findPostgresBinaries } from '../db/embedded-postgres/binaries';
import { startCluster } from '../db/embedded-postgres/cluster';

/** The embedded engines a data folder can hold, and how a server is asked for each. */
export const EMBEDDED_ENGINES: { engine: EmbeddedEngine; env: Record<string, string> }[] = [
  { engine: 'postgres', env: { EMBEDDED_DATABASE: 'postgres' } },
  { engine: 'pglite', env: { EMBEDDED_DATABASE: 'pglite' } },
];

export function databaseFolder(dataDir: string, engine: EmbeddedEngine): string {
  return path.join(dataDir, DATABASE_FOLDERS[engine]);
}

/** Runs one statement on the embedded database of a data folder no server holds, then stops it. */
export async function queryStoppedDatabase<Row extends Record<string, unknown>>(
  dataDir: string,
  engine: EmbeddedEngine,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const folder = databaseFolder(dataDir, engine);
  if (engine === 'pglite') {
    const database = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
    try {
      return (await database.query<Row>(text, values)).rows;
    } finally {
      await database.close();
    }
  }
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('no PostgreSQL binaries for this platform');
  const cluster = await startCluster(binaries, folder);
  const client = new pg.Client({ connectionString: cluster.url() });
  try {
    await client.connect();
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
    await cluster.stop();
  }
}

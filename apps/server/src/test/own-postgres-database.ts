import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { databaseUrlWithName } from './database-url';

/** The PostgreSQL server of fault tests: TEST_DATABASE_URL's in CI, else the local one. */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface OwnPostgresDatabase {
  /** The database's URL, straight to the server. */
  url: string;
  /** The server's address, for a fault proxy in front of it. */
  target: { host: string; port: number };
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A new, migrated PostgreSQL database of its own, whichever database the other tests run on
 * (PGlite by default): for a test or a benchmark that freezes or cuts the link to PostgreSQL.
 */
export async function createOwnPostgresDatabase(
  adminUrl = postgresAdminUrl,
): Promise<OwnPostgresDatabase> {
  const name = `hangar_outage_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrlWithName(adminUrl, name);
  const migrating = openPostgres(url);
  try {
    await migrating.migrate();
  } finally {
    await migrating.close();
  }
  const { hostname, port } = new URL(adminUrl);
  return {
    url,
    target: { host: hostname, port: Number(port || 5432) },
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

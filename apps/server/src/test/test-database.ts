import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { databaseUrlWithName } from './database-url';

export interface TestDatabase {
  /** The first connection, opened with the database. */
  handle: DatabaseHandle;
  /** Another connection to the same database, as a second server instance would open. */
  connect(): DatabaseHandle;
  drop(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `hangar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlWithName(adminUrl, name);
  const handles: DatabaseHandle[] = [];
  const connect = () => {
    const opened = openPostgres(url);
    let closed: Promise<void> | null = null;
    const handle: DatabaseHandle = { ...opened, close: () => (closed ??= opened.close()) };
    handles.push(handle);
    return handle;
  };
  return {
    handle: connect(),
    connect,
    async drop() {
      await Promise.allSettled(handles.map((handle) => handle.close()));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createPgliteDatabase(snapshotFile: string | null): Promise<TestDatabase> {
  const snapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
  const handle = await openPglite(null, { snapshot });
  if (!snapshot) await handle.migrate();
  // One in-memory database per test file: every "connection" shares it; closing it is final.
  let closed: Promise<void> | null = null;
  const shared: DatabaseHandle = { ...handle, close: () => (closed ??= handle.close()) };
  return { handle: shared, connect: () => shared, drop: () => shared.close() };
}

/**
 * A fresh, migrated database for one test file: a clone of the template on the PostgreSQL of
 * TEST_DATABASE_URL, or an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (adminUrl && template) return createPostgresDatabase(adminUrl, template);
  return createPgliteDatabase(inject('pgliteSnapshot'));
}

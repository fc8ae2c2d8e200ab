import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { databaseUrlWithName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file copies, or null on the embedded database. */
    templateDatabase: string | null;
    /** A file holding a migrated embedded database each test file starts from. */
    pgliteSnapshot: string | null;
  }
}

/** Migrating a fresh PGlite takes seconds; loading a migrated snapshot takes a fraction of that. */
async function writePgliteSnapshot(): Promise<string> {
  const handle = await openPglite(null);
  try {
    await handle.migrate();
    const snapshot = await handle.snapshot?.();
    if (!snapshot) throw new Error('PGlite gave no snapshot');
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'hangar-pglite-')), 'db.tar');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/**
 * With TEST_DATABASE_URL, migrates one template database that every test file clones into its
 * own fresh database; without it, each test file opens its own in-memory PGlite from one migrated snapshot.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('templateDatabase', null);
    const snapshotFile = await writePgliteSnapshot();
    project.provide('pgliteSnapshot', snapshotFile);
    return async () => rm(path.dirname(snapshotFile), { recursive: true, force: true });
  }
  project.provide('pgliteSnapshot', null);
  const template = `hangar_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const handle = openPostgres(databaseUrlWithName(adminUrl, template));
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('templateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}

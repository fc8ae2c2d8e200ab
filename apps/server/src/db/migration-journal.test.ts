import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlWithName } from '../test/database-url';
import { removeTemporaryFolders, temporaryFolder } from '../test/data-folders';
import { launchServer, type ServerProcess } from '../test/server-process';
import { newestKnownMigration } from './migration-journal';

const A_NEWER_MIGRATION = ['a-newer-migration', newestKnownMigration() + 86_400_000];
const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  for (const cleanup of cleanups) await cleanup();
  removeTemporaryFolders();
});

interface NewerDatabase {
  /** How the server is pointed at it. */
  env: Record<string, string>;
  /** How the refusal names it. */
  named: string;
  appliedMigrations(): Promise<number>;
}

/** A clone of the migrated template on the test PostgreSQL, migrated further by "a newer build". */
async function newerPostgresDatabase(adminUrl: string, template: string): Promise<NewerDatabase> {
  const name = `hangar_newer_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrlWithName(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
    A_NEWER_MIGRATION,
  );
  cleanups.push(async () => {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  return {
    env: { DATABASE_URL: url },
    named: `/${name}`,
    appliedMigrations: async () =>
      (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n,
  };
}

/** An embedded database made from the migrated snapshot, migrated further by "a newer build". */
async function newerEmbeddedDatabase(snapshotFile: string): Promise<NewerDatabase> {
  const dataDir = temporaryFolder('newer');
  const dbDir = path.join(dataDir, 'db');
  const database = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: new Blob([readFileSync(snapshotFile)]),
  });
  await database.query(
    'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
    A_NEWER_MIGRATION,
  );
  await database.close();
  return {
    env: { DATA_DIR: dataDir },
    named: dbDir,
    appliedMigrations: async () => {
      const reopened = await PGlite.create(dbDir);
      const { rows } = await reopened.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      await reopened.close();
      return rows[0]?.n ?? 0;
    },
  };
}

describe('a database migrated by a newer build', () => {
  it(
    'stops the server with status 1 and says so, on PostgreSQL and on the embedded database',
    { timeout: 60_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      const template = inject('templateDatabase');
      const snapshot = inject('pgliteSnapshot');
      const database =
        adminUrl && template
          ? await newerPostgresDatabase(adminUrl, template)
          : await newerEmbeddedDatabase(snapshot ?? '');
      const applied = await database.appliedMigrations();

      server = await launchServer(temporaryFolder('newer-data'), database.env);
      expect(await server.exited).toBe(1);
      const message = server.stderr().trim();
      expect(message).toContain('Hangar will not start on the database');
      expect(message).toContain(database.named);
      expect(message).toContain('was migrated by a newer build of Hangar');
      expect(message).toContain('Run that newer build');
      expect(await database.appliedMigrations()).toBe(applied);
    },
  );
});

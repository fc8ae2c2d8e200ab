import { mkdirSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFolder, hashFiles, temporaryFolder } from '../test/data-folders';
import { databaseFolder, EMBEDDED_ENGINES, queryStoppedDatabase } from '../test/embedded-folders';
import { createProjectDoc } from '../test/process-api';
import { launchesServers } from '../test/launched-servers';
import { waitUntilHealthy } from '../test/server-process';
import { newestKnownMigration } from './migration-journal';

const launchServer = launchesServers();

describe.each(EMBEDDED_ENGINES)('a server on the embedded $engine', ({ engine, env }) => {
  const launch = (dataDir: string) => launchServer(dataDir, env);

  /** A data folder a real server made and stopped, with a user, a workspace and a doc in it. */
  let healthy: string;
  /** The files holding the rows of two of our tables, relative to the database folder. */
  let tableFiles: string[];

  beforeAll(async () => {
    healthy = temporaryFolder('healthy');
    const server = await launch(healthy);
    await waitUntilHealthy(server);
    await createProjectDoc(server, healthy, { email: 'kept@example.com', password: 'kept safe 1' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const rows = await queryStoppedDatabase<{ file: string }>(
      healthy,
      engine,
      `select pg_relation_filepath(name) as file from unnest(array['users', 'docs']) as name`,
    );
    tableFiles = rows.map((row) => row.file);
  }, 120_000);

  /**
   * Starts a server on a damaged copy of the healthy folder: it must exit with 1, say which folder
   * and what to do, and leave every file as it was.
   */
  async function expectRefused(damage: (dbDir: string) => void | Promise<void>, reason: RegExp) {
    const dataDir = copyFolder(healthy, 'damaged');
    const dbDir = databaseFolder(dataDir, engine);
    await damage(dbDir);
    const before = hashFiles(dataDir);

    const server = await launch(dataDir);
    expect(await server.exited).toBe(1);
    const message = server.stderr().trim();
    expect(message).toContain(`Hangar will not start on the database folder ${dbDir}:`);
    expect(message).toMatch(reason);
    expect(message).toContain('npm run restore -- <file>');
    expect(message).toContain('or set DATA_DIR to another folder');
    expect(message.split('\n')).toHaveLength(1);
    expect(hashFiles(dataDir)).toEqual(before);
  }

  describe('started on a damaged data folder', { timeout: 60_000 }, () => {
    it('refuses a folder without PG_VERSION (a partial copy) instead of starting empty', async () => {
      await expectRefused((dbDir) => unlinkSync(path.join(dbDir, 'PG_VERSION')), /no PG_VERSION/);
    });

    it('refuses a folder whose global/pg_control is missing', async () => {
      await expectRefused(
        (dbDir) => unlinkSync(path.join(dbDir, 'global', 'pg_control')),
        /global\/pg_control is missing/,
      );
    });

    it('refuses a db that is a file', async () => {
      await expectRefused((dbDir) => {
        rmSync(dbDir, { recursive: true });
        writeFileSync(dbDir, 'not a database');
      }, /it is a file, not a folder/);
    });

    it('refuses a folder whose table files were zeroed, which PostgreSQL reads as empty tables', async () => {
      await expectRefused((dbDir) => {
        for (const file of tableFiles) {
          const size = statSync(path.join(dbDir, file)).size;
          expect(size).toBeGreaterThan(0);
          truncateSync(path.join(dbDir, file), 0);
          truncateSync(path.join(dbDir, file), size);
        }
      }, /files are damaged: table docs has \d+ index entries for rows its files no longer hold/);
    });

    it('refuses a database migrated by a newer build', async () => {
      await expectRefused(async (dbDir) => {
        await queryStoppedDatabase(
          path.dirname(dbDir),
          engine,
          'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
          ['a-newer-migration', newestKnownMigration() + 86_400_000],
        );
      }, /migrated by a newer build of Hangar \(a migration this build does not know.*Run that newer build/);
    });

    it('starts on an empty db folder, and on the healthy folder with its data', async () => {
      const fresh = temporaryFolder('fresh');
      mkdirSync(databaseFolder(fresh, engine));
      const server = await launch(fresh);
      await waitUntilHealthy(server);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const again = await launch(copyFolder(healthy, 'again'));
      await waitUntilHealthy(again);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    });
  });
});

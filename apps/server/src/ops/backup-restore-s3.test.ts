import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredFile } from '../storage/file-storage';
import { createS3FileStorage } from '../storage/s3-file-storage';
import { temporaryFolder } from '../test/data-folders';
import { startedBeforeAll } from '../test/harness';
import { ONE_PIXEL_PNG } from '../test/images';
import { launchesServers } from '../test/launched-servers';
import { runNpmScript } from '../test/npm-script';
import { createProjectDoc, signInToServer, uploadImage } from '../test/process-api';
import { s3Env } from '../test/s3-env';
import { startS3Server } from '../test/s3-server';
import { startHealthy, stopCleanly } from '../test/server-process';
import { readTarGz } from './tar';

const ACCOUNT = { email: 'in-a-bucket@example.com', password: 'backed up from a bucket' };
const PNG = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(64, 9)]);

const s3 = startedBeforeAll(startS3Server);
const launchServer = launchesServers();

const start = (dataDir: string, env: Record<string, string> = {}) =>
  startHealthy(launchServer, dataDir, env);

/** A server storing files under `prefix` of the bucket, with one user who uploaded an image. */
async function uploadedToBucket(dataDir: string, env: Record<string, string>): Promise<string> {
  const server = await start(dataDir, env);
  const { token } = await createProjectDoc(server, dataDir, ACCOUNT);
  const filename = await uploadImage(server, token, PNG);
  await stopCleanly(server);
  return filename;
}

async function archivedNames(archive: string): Promise<string[]> {
  const names: string[] = [];
  await readTarGz(archive, async (entry, content) => {
    names.push(entry.name);
    for await (const chunk of content) void chunk;
  });
  return names;
}

async function restore(archive: string, env: Record<string, string>) {
  const dataDir = temporaryFolder('restored-s3');
  const restored = await runNpmScript('restore', [archive], { DATA_DIR: dataDir, ...env });
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  return { dataDir, stdout: restored.stdout };
}

describe('npm run backup and npm run restore with files in a bucket', () => {
  it(
    "archive the bucket's files, and restore them into a bucket or onto disk",
    { timeout: 240_000 },
    async () => {
      const original = temporaryFolder('original-s3');
      const site = s3Env(s3.settings({ prefix: 'site/' }));
      const filename = await uploadedToBucket(original, site);
      expect(await s3.keys()).toContain(`site/${filename}`);
      expect(fs.existsSync(path.join(original, 'uploads', filename))).toBe(false);

      const archive = path.join(temporaryFolder('archives-s3'), 'bucket.tar.gz');
      const backup = await runNpmScript('backup', [archive], { DATA_DIR: original, ...site });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('and 1 uploaded file (0.0 MB) from the bucket hangar-test');
      expect(await archivedNames(archive)).toEqual([
        'hangar-backup.json',
        'db.tar',
        `uploads/${filename}`,
      ]);

      const elsewhere = s3Env(s3.settings({ prefix: 'elsewhere/' }));
      const intoBucket = await restore(archive, elsewhere);
      expect(intoBucket.stdout).toContain('into the bucket hangar-test under elsewhere/.');
      expect(fs.existsSync(path.join(intoBucket.dataDir, 'uploads'))).toBe(false);
      const copy = createS3FileStorage(s3.settings({ prefix: 'elsewhere/' }));
      expect(await readStoredFile(copy, filename)).toEqual(PNG);
      copy.close();
      const server = await start(intoBucket.dataDir, elsewhere);
      await signInToServer(server, ACCOUNT);
      const media = await fetch(`${server.baseUrl}/media/${filename}`);
      expect(Buffer.from(await media.arrayBuffer())).toEqual(PNG);
      await stopCleanly(server);

      const sameBucket = await restore(archive, site);
      expect(sameBucket.stdout).toContain('under site/, 1 of them already there.');

      const ontoDisk = await restore(archive, {});
      expect(fs.readFileSync(path.join(ontoDisk.dataDir, 'uploads', filename))).toEqual(PNG);
    },
  );
});

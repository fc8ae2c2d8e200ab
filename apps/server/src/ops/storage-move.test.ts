import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStoredFile } from '../storage/file-storage';
import { createS3FileStorage } from '../storage/s3-file-storage';
import { removeTemporaryFolders, temporaryFolder } from '../test/data-folders';
import { startedBeforeAll } from '../test/harness';
import { runNpmScript } from '../test/npm-script';
import { s3Env } from '../test/s3-env';
import { startS3Server } from '../test/s3-server';

const s3 = startedBeforeAll(startS3Server);
afterAll(() => removeTemporaryFolders());

const newName = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;

/** Files of stored names with random bytes of these sizes. */
const someFiles = (...sizes: number[]) =>
  new Map(sizes.map((size) => [newName(), randomBytes(size)] as const));

/** A data folder whose uploads folder holds `files`. */
function folderWith(files: Map<string, Buffer>, others: Record<string, string> = {}): string {
  const dataDir = temporaryFolder('move');
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  for (const [name, bytes] of [...files, ...Object.entries(others)]) {
    fs.writeFileSync(path.join(dataDir, 'uploads', name), bytes);
  }
  return dataDir;
}

function move(to: string, dataDir: string, prefix: string) {
  return runNpmScript('storage:move', ['--to', to], {
    DATA_DIR: dataDir,
    ...s3Env(s3.settings({ prefix })),
  });
}

/** Each file's bytes under `prefix` in the bucket (null: not there). */
async function inBucket(prefix: string, names: string[]) {
  const storage = createS3FileStorage(s3.settings({ prefix }));
  const stored = await Promise.all(names.map((name) => readStoredFile(storage, name)));
  storage.close();
  return stored;
}

const onDisk = (dataDir: string, name: string) =>
  fs.readFileSync(path.join(dataDir, 'uploads', name));

describe('npm run storage:move', () => {
  it(
    "copies the data folder's files into the bucket and keeps them on disk; a second run copies nothing",
    { timeout: 60_000 },
    async () => {
      const files = someFiles(10, 70_000, 1);
      const dataDir = folderWith(files, { 'notes.txt': 'not an upload' });

      const first = await move('s3', dataDir, 'moved/');
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(
        `From ${path.join(dataDir, 'uploads')} to the bucket hangar-test under moved/: ` +
          'copied 3 uploaded files (0.1 MB), skipped 0 already there, failed 0.',
      );
      expect(first.stdout).toContain(`Nothing was removed from ${path.join(dataDir, 'uploads')}`);
      const names = [...files.keys()];
      expect((await s3.keys()).filter((key) => key.startsWith('moved/')).sort()).toEqual(
        names.map((name) => `moved/${name}`).sort(),
      );
      expect(await inBucket('moved/', names)).toEqual([...files.values()]);
      for (const [name, bytes] of files) expect(onDisk(dataDir, name)).toEqual(bytes);

      const again = await move('s3', dataDir, 'moved/');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('copied 0 uploaded files (0.0 MB), skipped 3 already there');
    },
  );

  it(
    "copies the bucket's files onto disk, failing on a file of the same name with other bytes",
    { timeout: 60_000 },
    async () => {
      const files = someFiles(5, 20_000, 300);
      const storage = createS3FileStorage(s3.settings({ prefix: 'back/' }));
      for (const [name, bytes] of files) await storage.write(name, bytes);
      storage.close();
      const [clash, ...others] = [...files.keys()];
      const dataDir = folderWith(new Map([[clash!, Buffer.from('other bytes')]]));

      const clashing = await move('disk', dataDir, 'back/');
      expect(clashing.code).toBe(1);
      expect(clashing.stderr).toContain('copied 2 uploaded files');
      expect(clashing.stderr).toContain('failed 1.');
      expect(clashing.stderr).toContain(
        `${clash}: another file of that name is there (11 bytes, not 5)`,
      );
      for (const name of others) expect(onDisk(dataDir, name)).toEqual(files.get(name));
      expect(onDisk(dataDir, clash!).toString()).toBe('other bytes');

      fs.rmSync(path.join(dataDir, 'uploads', clash!));
      const again = await move('disk', dataDir, 'back/');
      expect(again.stderr).toBe('');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('copied 1 uploaded file (0.0 MB), skipped 2 already there');
      for (const [name, bytes] of files) expect(onDisk(dataDir, name)).toEqual(bytes);
      expect(await inBucket('back/', [...files.keys()])).toEqual([...files.values()]);
    },
  );

  it('refuses without the S3_* settings or a direction', { timeout: 60_000 }, async () => {
    const dataDir = folderWith(someFiles(3));
    const unset = await runNpmScript('storage:move', ['--to', 's3'], { DATA_DIR: dataDir });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('S3_BUCKET is not set');
    const nowhere = await move('nowhere', dataDir, 'x/');
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('Usage: npm run storage:move -- --to s3 (or --to disk)');
    expect(await s3.keys()).not.toContainEqual(expect.stringMatching(/^x\//));
  });
});

// `npm run storage:move -- --to s3` (or `--to disk`): copies the uploaded files between the data
// folder and the bucket of the S3_* settings (docs/operations.md, "Files on object storage").
import { readStoredFile, type StoredEntry } from '../storage/file-storage';
import { CommandError, commandConfig, files, megabytes, runCommand } from './command';
import {
  bucketStorage,
  diskStorage,
  reasonOf,
  storedSizes,
  storeOnce,
  type NamedStorage,
} from './stored-files';

const USAGE = 'Usage: npm run storage:move -- --to s3 (or --to disk)';
/** Files copied at once. */
const PARALLEL = 8;

function target(): 's3' | 'disk' {
  const [flag, value] = process.argv.slice(2);
  const to = flag?.startsWith('--to=') ? flag.slice('--to='.length) : flag === '--to' && value;
  if (to !== 's3' && to !== 'disk') throw new CommandError(USAGE);
  return to;
}

interface Tally {
  copied: StoredEntry[];
  skipped: number;
  gone: number;
  failed: string[];
}

async function copyOne(
  from: NamedStorage,
  to: NamedStorage,
  there: Map<string, number>,
  entry: StoredEntry,
  tally: Tally,
) {
  const bytes = await readStoredFile(from.storage, entry.name);
  if (!bytes) {
    tally.gone += 1;
    return;
  }
  if (bytes.length !== entry.size) {
    throw new Error(
      `${entry.size} bytes when listed, ${bytes.length} when read: still being written? ` +
        'Run the command again.',
    );
  }
  const outcome = await storeOnce(to.storage, there, entry.name, bytes);
  if (outcome === 'stored') tally.copied.push(entry);
  else tally.skipped += 1;
}

/** Copies what `from` holds and `to` lacks, then checks the size of each copy as `to` lists it. */
async function copyAll(from: NamedStorage, to: NamedStorage): Promise<Tally> {
  const sources = await from.storage.list().catch((error: unknown) => {
    throw new CommandError(`Cannot list the files in ${from.where}: ${reasonOf(error)}`);
  });
  const there = await storedSizes(to);
  const tally: Tally = { copied: [], skipped: 0, gone: 0, failed: [] };
  const queue = [...sources];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const name = entry.name;
      await copyOne(from, to, there, entry, tally).catch((error: unknown) => {
        tally.failed.push(`${name}: ${reasonOf(error)}`);
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const copies = await storedSizes(to);
  const verified = tally.copied.filter((entry) => copies.get(entry.name) === entry.size);
  for (const entry of tally.copied.filter((copied) => !verified.includes(copied))) {
    const size = copies.get(entry.name);
    tally.failed.push(`${entry.name}: the copy holds ${size ?? 'no'} bytes, not ${entry.size}`);
  }
  return { ...tally, copied: verified };
}

async function storageMove(): Promise<string> {
  const to = target();
  const config = commandConfig();
  if (!config.s3) {
    throw new CommandError(
      'S3_BUCKET is not set: set the S3_* variables the server uses (in .env or the environment, ' +
        'docs/operations.md "Files on object storage"), in either direction.',
    );
  }
  const disk = diskStorage(config.dataDir);
  const bucket = bucketStorage(config.s3);
  const [from, into] = to === 's3' ? [disk, bucket] : [bucket, disk];
  try {
    const tally = await copyAll(from, into);
    const bytes = tally.copied.reduce((sum, entry) => sum + entry.size, 0);
    const gone = tally.gone ? `, ${tally.gone} removed meanwhile` : '';
    const summary =
      `From ${from.where} to ${into.where}: copied ${files(tally.copied.length)} ` +
      `(${megabytes(bytes)}), skipped ${tally.skipped} already there${gone}, ` +
      `failed ${tally.failed.length}.`;
    if (tally.failed.length) {
      throw new CommandError([summary, ...tally.failed, 'Run the command again.'].join('\n'));
    }
    return (
      `${summary}\nNothing was removed from ${from.where}: remove it once the server runs on ` +
      `${into.where}, after running this again to copy the files uploaded meanwhile.`
    );
  } finally {
    disk.storage.close();
    bucket.storage.close();
  }
}

runCommand(storageMove);

import path from 'node:path';
import type { Config } from '../config';
import { createLocalFileStorage, type FileStorage } from '../storage/file-storage';
import { createS3FileStorage, type S3Settings } from '../storage/s3-file-storage';
import { CommandError } from './command';

/** A storage of uploaded files, and how a command's message names it. */
export interface NamedStorage {
  storage: FileStorage;
  where: string;
}

const folderOf = (dataDir: string) => path.join(dataDir, 'uploads');
const bucketOf = (s3: S3Settings) => `the bucket ${s3.bucket}${s3.prefix && ` under ${s3.prefix}`}`;

/** Where the server stores files with these settings (services.ts), in words. */
export const storedWhere = (config: Config) =>
  config.s3 ? bucketOf(config.s3) : folderOf(config.dataDir);

export function diskStorage(dataDir: string): NamedStorage {
  const folder = folderOf(dataDir);
  return { storage: createLocalFileStorage(folder), where: folder };
}

export function bucketStorage(s3: S3Settings): NamedStorage {
  return { storage: createS3FileStorage(s3), where: bucketOf(s3) };
}

/** The storage the server uses with these settings. */
export function configuredStorage(config: Config): NamedStorage {
  return config.s3 ? bucketStorage(config.s3) : diskStorage(config.dataDir);
}

/** What went wrong, in words: a bucket's failure answers 503 with the SDK's error as its cause. */
export function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message || cause.name : String(cause);
}

/** The size of each file in `storage`, by name. */
export async function storedSizes({ storage, where }: NamedStorage): Promise<Map<string, number>> {
  const listed = await storage.list().catch((error: unknown) => {
    throw new CommandError(`Cannot list the files in ${where}: ${reasonOf(error)}`);
  });
  return new Map(listed.map((entry) => [entry.name, entry.size]));
}

/**
 * Writes a file into `target` unless it is already there (same name, same size: names are never
 * reused, so that is the same file); a file of that name with another size is refused.
 */
export async function storeOnce(
  target: FileStorage,
  there: Map<string, number>,
  name: string,
  bytes: Buffer,
): Promise<'stored' | 'there'> {
  const size = there.get(name);
  if (size === bytes.length) return 'there';
  if (size !== undefined) {
    throw new Error(`another file of that name is there (${size} bytes, not ${bytes.length})`);
  }
  await target.write(name, bytes);
  there.set(name, bytes.length);
  return 'stored';
}

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { serviceUnavailable } from '../http/errors';
import {
  byName,
  isStoredName,
  type ByteRange,
  type FileStorage,
  type StoredEntry,
} from './file-storage';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph, Garage): the S3_* settings. */
export interface S3Settings {
  bucket: string;
  /** The server's URL; null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's own lookup (AWS_* variables, an instance or pod role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`host/bucket/key`), as MinIO-like servers want, not in the host name. */
  forcePathStyle: boolean;
  /** Put before every key (`hangar/`), to share a bucket; '' for none. */
  prefix: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The same failure a local write of an existing name gives (`wx`): a name is never reused. */
function alreadyStored(name: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`file already stored: ${name}`), { code: 'EEXIST' });
}

/**
 * Files in a bucket. A failure of the bucket itself (unreachable, a refused key, its 5xx) answers
 * 503 with Retry-After, as a database away does: the call may be tried again.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // The SDK's default checksums (CRC32 on every request since 2025) are refused by several
    // S3-compatible servers; content is checked by its length and the server's MD5 ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`unsafe file name: ${name}`);
    return `${settings.prefix}${name}`;
  };

  async function sizeOf(Key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw serviceUnavailable(error);
    }
  }

  async function bytesOf(Key: string, range: ByteRange | undefined) {
    try {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`no body for ${Key}`);
      return { stream: object.Body, length: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw serviceUnavailable(error);
    }
  }

  return {
    async write(name, data) {
      const Key = keyOf(name);
      // If-None-Match refuses an existing key atomically on AWS S3, R2 and MinIO; the servers that
      // ignore it (s3rver, older Ceph) are stopped by the look first.
      if ((await sizeOf(Key)) !== null) throw alreadyStored(name);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, IfNoneMatch: '*' }));
      } catch (error) {
        const status = error instanceof S3ServiceException && error.$metadata.httpStatusCode;
        if (status === 412 || status === 409) throw alreadyStored(name);
        throw serviceUnavailable(error);
      }
    },
    async read(name, pickRange) {
      if (!isStoredName(name)) return null;
      const Key = keyOf(name);
      if (!pickRange) {
        const whole = await bytesOf(Key, undefined);
        return whole && { stream: whole.stream, size: whole.length };
      }
      const size = await sizeOf(Key);
      if (size === null) return null;
      const range = pickRange(size);
      const part = await bytesOf(Key, range);
      return part && { stream: part.stream, size, range };
    },
    async remove(name) {
      const Key = keyOf(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        throw serviceUnavailable(error);
      });
    },
    async list() {
      const Prefix = settings.prefix;
      const listed: StoredEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
          .catch((error: unknown) => {
            throw serviceUnavailable(error);
          });
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(Prefix.length);
          if (!isStoredName(name)) continue;
          listed.push({
            name,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed.sort(byName);
    },
    close() {
      client.destroy();
    },
  };
}

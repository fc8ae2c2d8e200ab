import { rm } from 'node:fs/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-file-storage';
import { temporaryFolder } from './data-folders';

export interface TestS3Server {
  /** Settings for the storage, as the S3_* variables would give them. */
  settings(options?: { prefix?: string }): S3Settings;
  /** Every key in the bucket, through the S3 API (ListObjectsV2). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'hangar-test';
/** s3rver's one account; it checks every request's SigV4 signature against this key. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 protocol server (s3rver: real HTTP, SigV4 signatures, path-style buckets) on a free port
 * of 127.0.0.1, with one empty bucket in a temporary folder.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = temporaryFolder('s3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const settings = ({ prefix = '' } = {}): S3Settings => ({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
    prefix,
  });
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    settings,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

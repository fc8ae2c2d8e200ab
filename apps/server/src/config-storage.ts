import { z } from 'zod';
import { optionalText } from './config-fields';
import type { S3Settings } from './storage/s3-file-storage';

/** Uploaded files in an S3-compatible bucket (docs/operations.md); local disk while S3_BUCKET is unset. */
export const STORAGE_ENV = {
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'An http(s) URL, e.g. http://127.0.0.1:9000 for a MinIO; unset for AWS S3',
      })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value ? value === 'true' || value === '1' : undefined)),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]+$/, "Letters, digits, '/', '-', '_' and '.', e.g. hangar/")
      .refine((prefix) => !prefix.startsWith('/'), 'No leading /, e.g. hangar/')
      .optional(),
  ),
};

type StorageEnv = z.output<z.ZodObject<typeof STORAGE_ENV>>;

/** Where files go: a bucket, or null for local disk; a string is what is wrong with the S3_* settings. */
export function s3SettingsFromEnv(env: StorageEnv): S3Settings | null | string {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (!bucket) {
    const set = (Object.keys(STORAGE_ENV) as (keyof StorageEnv)[]).filter(
      (name) => env[name] !== undefined,
    );
    return set.length ? `S3_BUCKET: ${set.join(', ')} set without the bucket` : null;
  }
  if (Boolean(accessKeyId) !== Boolean(secret)) {
    return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the key id comes with its secret';
  }
  const prefix = env.S3_PREFIX ?? '';
  return {
    bucket,
    endpoint: env.S3_ENDPOINT ?? null,
    region: env.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secret ? { accessKeyId, secretAccessKey: secret } : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

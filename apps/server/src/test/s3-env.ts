import type { S3Settings } from '../storage/s3-file-storage';

/** The S3_* variables that give a server or a command these settings. */
export function s3Env(settings: S3Settings): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
    S3_PREFIX: settings.prefix,
  };
}

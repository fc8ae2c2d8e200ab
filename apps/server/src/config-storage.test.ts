import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const minio = {
  S3_BUCKET: 'hangar',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'hangar',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('object storage settings', () => {
  it('keep files on local disk while S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_PREFIX: '' }).s3).toBeNull();
  });

  it('describe a MinIO-like server, or AWS S3 itself with its own credentials lookup', () => {
    expect(loadConfig({ ...minio, S3_PREFIX: 'hangar/files' }).s3).toEqual({
      bucket: 'hangar',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'hangar', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
      prefix: 'hangar/files/',
    });
    expect(loadConfig({ S3_BUCKET: 'acme-docs', S3_REGION: 'eu-west-3' }).s3).toEqual({
      bucket: 'acme-docs',
      endpoint: null,
      region: 'eu-west-3',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('stop the server on a half-set or wrong configuration, saying which setting', () => {
    const cases: [Record<string, string>, string][] = [
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: S3_ENDPOINT set without the bucket'],
      [
        { S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'false' },
        'S3_BUCKET: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE set without the bucket',
      ],
      [
        { ...minio, S3_SECRET_ACCESS_KEY: '' },
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the key id comes with its secret',
      ],
      [{ ...minio, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: An http(s) URL'],
      [{ ...minio, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
      [{ ...minio, S3_PREFIX: '/files' }, 'S3_PREFIX: No leading /'],
      [{ ...minio, S3_PREFIX: 'my files' }, 'S3_PREFIX'],
    ];
    for (const [env, problem] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(problem);
    }
  });
});

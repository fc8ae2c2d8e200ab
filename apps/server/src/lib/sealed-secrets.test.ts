import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadSecretsKey, openSecret, SECRETS_KEY_FILE, sealSecret } from './sealed-secrets';

const key = randomBytes(32);

describe('sealed secrets', () => {
  it('open with their key only, and never read as the secret', () => {
    const sealed = sealSecret(key, 'client-secret-é');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('client-secret');
    expect(sealSecret(key, 'client-secret-é')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('client-secret-é');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const altered = `${ciphertext.slice(0, -2)}${ciphertext.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => openSecret(key, [version, iv, tag, altered].join('.'))).toThrow();
    expect(() => openSecret(key, `v2.${iv}.${tag}.${ciphertext}`)).toThrow(/format v1/);
  });

  it('use SECRETS_KEY, else a key file of the data folder made once', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-secrets-'));
    expect(loadSecretsKey({ secretsKey: key, dataDir })).toBe(key);
    expect(fs.existsSync(path.join(dataDir, SECRETS_KEY_FILE))).toBe(false);

    const made = loadSecretsKey({ secretsKey: null, dataDir });
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(made).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({ secretsKey: null, dataDir })).toEqual(made);

    fs.writeFileSync(file, 'not a key');
    expect(() => loadSecretsKey({ secretsKey: null, dataDir })).toThrow(ConfigError);
  });
});

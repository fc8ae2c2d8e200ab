import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLE_NAMES, loadConfig } from './config';

const envExample = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');

describe('.env.example', () => {
  const listed = new Set(
    envExample
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );

  it.each(ENV_VARIABLE_NAMES)('lists %s, which config.ts reads', (name) => {
    expect(listed.has(name)).toBe(true);
  });
});

describe('database timeouts', () => {
  it('default to answering within 5 s, and read seconds from the environment', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 3_000,
      queryMs: 4_000,
      idleMs: 30_000,
      idleInTransactionMs: 15_000,
    });
    const custom = loadConfig({ DB_QUERY_TIMEOUT_SECONDS: '2.5', DB_CONNECT_TIMEOUT_SECONDS: '1' });
    expect(custom.databaseTimeouts).toMatchObject({ queryMs: 2_500, connectMs: 1_000 });
    expect(() => loadConfig({ DB_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });
});

describe('the support address', () => {
  it('is SUPPORT_EMAIL, else support@ the host of PUBLIC_URL', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe('help@example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://hangar.example.com/' }).supportEmail).toBe(
      'support@hangar.example.com',
    );
    expect(loadConfig({ SUPPORT_EMAIL: ' ' }).supportEmail).toBe('support@localhost');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(ConfigError);
  });
});

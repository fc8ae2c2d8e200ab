import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLE_NAMES } from './config';

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

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomUuid } from './request-id';

describe('randomUuid', () => {
  it('makes a UUID the contract accepts', () => {
    expect(z.uuid().safeParse(randomUuid()).success).toBe(true);
  });

  it('makes one without crypto.randomUUID too (plain http on a LAN address)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const made = randomUuid(insecure);
    expect(z.uuid().safeParse(made).success).toBe(true);
    expect(randomUuid(insecure)).not.toBe(made);
  });
});

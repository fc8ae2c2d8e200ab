import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signinForm } from './auth';
import { signupProfileInput } from './users';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('form fields', () => {
  it("say 'This field is required' for a missing or blank field", () => {
    expect(messages(signinForm, {})).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
    expect(messages(signinForm, { username: '   ', password: '' })).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  it('check and normalise e-mail addresses', () => {
    expect(messages(signinForm, { username: 'not-an-address', password: 'x' })).toEqual({
      username: 'Invalid email address',
    });
    expect(signinForm.parse({ username: '  Ada@Example.COM ', password: 'x' }).username).toBe(
      'ada@example.com',
    );
  });

  it('refuse weak new passwords with the spec message', () => {
    const base = { token: 'a'.repeat(43), fullname: 'Ada Lovelace' };
    for (const password of ['short', 'password', 'aaaaaaaaaa']) {
      expect(messages(signupProfileInput, { ...base, password })).toEqual({
        password: 'This password is not strong enough',
      });
    }
    expect(signupProfileInput.safeParse({ ...base, password: 'correct horse' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signinForm } from './auth';
import { requiredString, textField } from './fields';
import { idField, numericId } from './http';
import { signupProfileInput } from './account';

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

describe('text fields', () => {
  const nameField = requiredString().max(80);
  const bodyField = textField({ multiline: true, trim: false });

  it('refuse NUL and the other control characters, with a message a form can show', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'line\nbreak', 'a\tb']) {
      expect(messages(nameField, value), JSON.stringify(value)).toEqual({
        '': 'Must not contain control characters',
      });
    }
    expect(messages(bodyField, 'a\u0000b')).toEqual({ '': 'Must not contain control characters' });
  });

  it('keep tabs and line breaks in a multi-line text, and trim a one-line text first', () => {
    expect(bodyField.parse('one\ttwo\r\nthree\n')).toBe('one\ttwo\r\nthree\n');
    expect(nameField.parse('  Apollo\n')).toBe('Apollo');
  });

  it('refuse half of a surrogate pair, and keep whole emoji and any script', () => {
    expect(messages(nameField, 'a\uD800b')).toEqual({ '': 'Must not contain invalid characters' });
    expect(nameField.parse('🚀 文档 Документ عربى Café')).toBe('🚀 文档 Документ عربى Café');
  });
});

describe('ids', () => {
  it('fit the database integer in bodies, paths and queries', () => {
    expect(idField.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(numericId.parse('2147483647')).toBe(2_147_483_647);
    for (const value of [2_147_483_648, 0, -1, 1.5, '12']) {
      expect(messages(idField, value), String(value)).toEqual({ '': 'Invalid id' });
    }
    for (const value of ['2147483648', '99999999999', '0', '1e3', '0x1F', ' 12', '1\u0000', '']) {
      expect(numericId.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

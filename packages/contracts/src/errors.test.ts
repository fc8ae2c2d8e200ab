import { describe, expect, it } from 'vitest';
import { classifyErrorBody, errorDetailText } from './errors';

describe('classifyErrorBody', () => {
  it('recognises the four server shapes and anything else', () => {
    expect(classifyErrorBody({ detail: 'Group not found' })).toEqual({
      kind: 'simple',
      detail: 'Group not found',
    });
    expect(classifyErrorBody({ detail: { email: 'This value is already used' } })).toEqual({
      kind: 'structured',
      detail: { email: 'This value is already used' },
    });
    expect(classifyErrorBody({ detail: [{ loc: ['body', 'name'], msg: 'Required' }] })).toEqual({
      kind: 'validation',
      issues: [{ loc: ['body', 'name'], msg: 'Required' }],
    });
    expect(classifyErrorBody({ detail: 'Your card was declined.', provider: 'stripe' })).toEqual({
      kind: 'payment',
      detail: 'Your card was declined.',
      provider: 'stripe',
    });
    for (const body of [null, 'oops', { message: 'x' }, { detail: [{ msg: 'no loc' }] }]) {
      expect(classifyErrorBody(body)).toEqual({ kind: 'unknown' });
    }
  });

  it('gives the detail text only where there is one to show as a reason', () => {
    expect(errorDetailText({ detail: 'Workspace deleted' })).toBe('Workspace deleted');
    expect(errorDetailText({ detail: [{ loc: ['body'], msg: 'Invalid' }] })).toBeNull();
  });
});

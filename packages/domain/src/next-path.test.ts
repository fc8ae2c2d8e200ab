import { describe, expect, it } from 'vitest';
import { localPath } from './next-path';

describe('localPath', () => {
  it.each([
    ['/', '/'],
    ['/account', '/account'],
    ['/workspace/3/project/9?modal=add-users#top', '/workspace/3/project/9?modal=add-users#top'],
  ])('keeps a path of this app: %s', (next, kept) => {
    expect(localPath(next)).toBe(kept);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/account\n',
    'account',
    '',
    null,
    undefined,
  ])('never leads elsewhere: %j', (next) => {
    expect(localPath(next)).toBeNull();
  });
});

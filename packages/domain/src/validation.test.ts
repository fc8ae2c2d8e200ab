import { describe, expect, it } from 'vitest';
import { urlIdentity } from './validation';

describe('urlIdentity', () => {
  it('ignores the case of the scheme and host, and a trailing slash', () => {
    expect(urlIdentity('HTTPS://Example.COM/a')).toBe(urlIdentity('https://example.com/a'));
    expect(urlIdentity('https://example.com/docs/')).toBe(urlIdentity('https://example.com/docs'));
    expect(urlIdentity('https://example.com/')).toBe(urlIdentity('https://example.com'));
  });

  it('keeps the case of the path, query and fragment', () => {
    expect(urlIdentity('https://docs.google.com/d/AbC')).not.toBe(
      urlIdentity('https://docs.google.com/d/abc'),
    );
    expect(urlIdentity('https://example.com/?q=A')).not.toBe(
      urlIdentity('https://example.com/?q=a'),
    );
    expect(urlIdentity('https://example.com/#Top')).not.toBe(
      urlIdentity('https://example.com/#top'),
    );
  });
});

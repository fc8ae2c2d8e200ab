import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log';

const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';

describe('request log lines', () => {
  it('hide the access token of the live channel', () => {
    expect(redactUrl('/api/sub?access_token=secret&x=1')).toBe(
      '/api/sub?access_token=%5Bredacted%5D&x=1',
    );
  });

  it('hide share tokens in public API paths', () => {
    expect(redactUrl(`/api/public/${token}/docs/12`)).toBe('/api/public/[redacted]/docs/12');
    expect(redactUrl(`/api/public/${token}`)).toBe('/api/public/[redacted]');
  });

  it('hide share, invite and e-mail link tokens in page addresses', () => {
    const page = redactUrl(
      `/workspace/public/project/3/doc/9?publicMode=project&publicToken=${token}`,
    );
    expect(page).toBe(
      '/workspace/public/project/3/doc/9?publicMode=project&publicToken=%5Bredacted%5D',
    );
    expect(redactUrl('/signup/profile?token=abc&inviteToken=def')).toBe(
      '/signup/profile?token=%5Bredacted%5D&inviteToken=%5Bredacted%5D',
    );
    expect(redactUrl('/invitation?inviteToken=def')).not.toContain('def');
  });

  it('leave other addresses as they are', () => {
    expect(redactUrl('/api/projects/3/docs?view=active')).toBe('/api/projects/3/docs?view=active');
    expect(redactUrl('/workspace/public/project/3')).toBe('/workspace/public/project/3');
  });
});

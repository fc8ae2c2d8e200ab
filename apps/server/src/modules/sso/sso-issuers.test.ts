import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './sso-issuers';

describe('the addresses a workspace provider may not be on', () => {
  it('are this machine’s, private, link-local and unique-local ones, mapped ones too', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
    ];
    for (const address of refused) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

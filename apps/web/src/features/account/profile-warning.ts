import type { Me } from '@hangar/contracts/account';

/**
 * Whether 'Profile & security' shows its red warning icon in the settings menu: an e-mail
 * change is waiting for its confirmation link (SPEC.md section 2).
 */
export function hasProfileWarning(me: Pick<Me, 'pending_email_reset'> | undefined): boolean {
  return me?.pending_email_reset === true;
}

import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an account gets at a time. */
const RECOVERY_CODE_COUNT = 10;
/** Lowercase letters and digits but i, l, o and u (Crockford's base32): 5 bits a character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** Three groups of four characters: 60 random bits. */
const GROUPS = 3;
const GROUP_LENGTH = 4;

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Ten fresh codes, to show once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** The code as it was given, whatever the case, spaces and dashes typed (`O` read as zero...). */
function normalizedCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

/**
 * What is stored instead of a code: SHA-256 of the account and the code. A code holds 60 random
 * bits, so a fast hash is enough: no dictionary applies, and finding one code of one account from
 * its hash takes about 2^59 hashes (years of a large GPU farm) with the account in the input,
 * which keeps one search from serving every account. Argon2 would make each sign-in check ten
 * slow hashes for no gain.
 */
export function recoveryCodeHash(userId: number, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normalizedCode(code)}`)
    .digest('hex');
}

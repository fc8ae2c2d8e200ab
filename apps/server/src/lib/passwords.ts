import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, a const enum that isolated modules cannot read. */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps the answer time the same. */
let dummyHash: Promise<string> | null = null;
export function verifyAgainstNothing(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash.then((hashed) => verifyPassword(hashed, password)).then(() => false);
}

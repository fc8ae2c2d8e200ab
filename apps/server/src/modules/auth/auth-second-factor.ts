import type { TwoFactorRequired } from '@hangar/contracts/two-factor';

/**
 * Asked by POST /auth/signin once the password is right: the second step the account needs
 * (a challenge to answer), or null to sign in at once. The two-factor module gives it
 * (docs/two-factor.md); auth cannot import that module, which stands above it.
 */
export type SecondFactorGate = (userId: number) => Promise<TwoFactorRequired | null>;

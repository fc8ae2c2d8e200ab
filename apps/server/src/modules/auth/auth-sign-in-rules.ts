/**
 * Asked by POST /auth/signin once the password is right, after the second-factor gate: why the
 * person's workspaces refuse this sign-in (the 409's detail), or null. `secondFactor`: the
 * sign-in goes on to a second step. The workspaces module gives it (docs/sso.md "Sign-in rules");
 * auth cannot import that module, which stands above it.
 */
export type SignInRulesGate = (
  userId: number,
  signIn: { secondFactor: boolean },
) => Promise<string | null>;

import { endpointPath, type Endpoint } from '@hangar/contracts/endpoint';
import { listEndpoints } from '@hangar/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { buildOwnedWorkspace } from '../test/factories';
import { useTestEnvironment } from '../test/harness';

const server = useTestEnvironment();

/** Every path parameter filled with an id nobody has: the answer may be a refusal. */
function pathOf(target: Endpoint): string {
  const names = [...target.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name ?? '');
  return endpointPath(target, Object.fromEntries(names.map((name) => [name, 1])));
}

describe('answers no cache may keep', () => {
  const secretKeeping = listEndpoints().filter((target) => target.noStore);

  it('are the endpoints of secrets: tokens, codes, sessions, invitations', () => {
    const names = secretKeeping.map((target) => target.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'apiToken.create',
        'twoFactor.setupTotp',
        'twoFactor.renewRecoveryCodes',
        'accountSession.list',
        'workspace.acceptInvite',
      ]),
    );
  });

  it('say no-store on success and on refusal alike', async () => {
    const { owner, headers } = await buildOwnedWorkspace(server);
    for (const target of secretKeeping) {
      const response = await server.api(target.method, pathOf(target), {
        token: owner.token,
        headers,
        body: target.body ? {} : undefined,
      });
      expect(response.status, target.name).toBeLessThan(500);
      expect(response.headers.get('cache-control'), target.name).toBe('no-store');
    }
  });
});

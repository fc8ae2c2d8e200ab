import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WORKSPACE_SSO_ISSUER_INVALID } from '@hangar/contracts/workspace-sso';
import { isLoopbackIssuer } from '../../config-sso';
import { HttpError } from '../../http/errors';

const PRIVATE_ISSUER_DETAIL = 'The issuer must be a public address.';

/** Addresses a server must not be made to call for someone: this machine, private networks. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether the address (IPv4, or IPv6 with IPv4-mapped ones) is of a private network. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The 422 of a provider that cannot be reached: why, in a sentence. */
export function unreachableIssuer(issuer: string, reason: string): HttpError {
  return HttpError.simple(422, `Could not reach the provider at ${issuer}: ${reason}.`);
}

/** Refuses a URL whose host is, or resolves to, a private address (422). */
async function checkPublicHost(url: URL, issuer: string): Promise<void> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw unreachableIssuer(issuer, `its host ${host} was not found`);
  });
  if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
    throw HttpError.simple(422, PRIVATE_ISSUER_DETAIL);
  }
}

/**
 * Refuses an issuer a workspace owner gave that is not https (plain http only on this machine,
 * for tests and development), or whose host resolves to a private address, unless those are
 * allowed (SSO_PRIVATE_ISSUERS=allow): the server would call into its own network for them.
 */
export async function checkWorkspaceIssuer(
  issuer: string,
  options: { allowPrivate: boolean },
): Promise<void> {
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !isLoopbackIssuer(issuer)) {
    throw HttpError.validation([{ loc: ['body', 'issuer'], msg: WORKSPACE_SSO_ISSUER_INVALID }]);
  }
  if (!options.allowPrivate) await checkPublicHost(url, issuer);
}

/** The same check for the endpoints the provider's metadata names, which the server calls too. */
export async function checkProviderHosts(
  metadata: {
    issuer: string;
    token_endpoint?: string;
    jwks_uri?: string;
    userinfo_endpoint?: string;
  },
  options: { allowPrivate: boolean },
): Promise<void> {
  if (options.allowPrivate) return;
  const urls = [metadata.token_endpoint, metadata.jwks_uri, metadata.userinfo_endpoint];
  const hosts = new Set(urls.flatMap((url) => (url ? [new URL(url).host] : [])));
  for (const host of hosts) await checkPublicHost(new URL(`https://${host}`), metadata.issuer);
}

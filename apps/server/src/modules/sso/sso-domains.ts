import { Resolver } from 'node:dns/promises';
import { HttpError } from '../../http/errors';

/** Milliseconds a DNS server may take to answer, per try. */
const DNS_TIMEOUT_MS = 5000;

/** The TXT record that proves a workspace holds its domain. */
export function domainRecord(domain: string, token: string) {
  return {
    type: 'TXT' as const,
    name: `_hangar-verification.${domain}`,
    value: `hangar-domain-verification=${token}`,
  };
}

/** Answers that mean the name has no such record (yet), not that DNS failed. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/**
 * Whether the TXT records at `name` hold `value` (a record split in strings counts whole). Asks
 * `servers` (`ip:port`), else the system's resolvers. 502 when DNS does not answer.
 */
export async function hasTxtRecord(
  servers: readonly string[],
  record: { name: string; value: string },
): Promise<boolean> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(record.name);
    return records.some((strings) => strings.join('') === record.value);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (NO_RECORD.has(code)) return false;
    throw Object.assign(
      HttpError.simple(
        502,
        `The DNS servers did not answer for ${record.name} (${code}). Try again.`,
      ),
      { cause: error },
    );
  }
}

import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/** The NXDOMAIN answer code: the name does not exist. */
const NAME_ERROR = 3;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS (`config.dnsServers`). */
  address: string;
  /** Publishes a TXT record (added to the name's others). */
  setTxt(name: string, value: string): void;
  /** Removes every record of every name. */
  clear(): void;
  close(): Promise<void>;
}

/**
 * A DNS server on a free UDP port of 127.0.0.1 answering the TXT records a test sets, as a
 * domain's zone would (NXDOMAIN for a name it has none of): what a domain check asks.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, from) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const [question] = query.questions ?? [];
    const name = question?.name.toLowerCase() ?? '';
    const values = records.get(name);
    const answers: dnsPacket.Answer[] =
      question?.type === 'TXT'
        ? (values ?? []).map((data) => ({ type: 'TXT', name: question.name, ttl: 0, data }))
        : [];
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (values ? 0 : NAME_ERROR),
      questions: query.questions,
      answers,
    });
    socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, value) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    clear: () => records.clear(),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

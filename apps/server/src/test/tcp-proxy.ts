import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL or Redis, for fault tests: the test freezes
 * the link (`pause`, like a SIGSTOPped server or a network partition: connections open, nothing
 * answers), cuts it (`cut`, like a stopped server: every connection reset, new ones refused), and
 * heals it (`resume`). Nothing in the clients is mocked: they talk to the real server through it.
 */
export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's (`postgres://...`, `redis://...`). */
  urlFor(url: string): string;
  /** Holds every byte both ways; connections opened meanwhile wait, as a frozen server's do. */
  pause(): void;
  /** Resets every connection and refuses new ones until `resume`. */
  cut(): void;
  /** Forwards again: held bytes flow, new connections reach the target. */
  resume(): void;
  /** How many connections are open through the proxy now. */
  connections(): number;
  close(): Promise<void>;
}

type Mode = 'open' | 'paused' | 'cut';

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes read while paused, forwarded at `resume`. */
  held: { to: net.Socket; chunk: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const links = new Set<Link>();

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };

  const forward = (link: Link, from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (mode === 'open') to.write(chunk);
      else link.held.push({ to, chunk });
    });
  };

  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    forward(link, link.client, upstream);
    forward(link, upstream, link.client);
    link.client.resume();
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: null, held: [] };
    links.add(link);
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    client.pause();
    if (mode === 'open') connectUpstream(link);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no TCP port');
  const port = address.port;

  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    pause() {
      mode = 'paused';
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    cut() {
      mode = 'cut';
      for (const link of [...links]) {
        link.client.resetAndDestroy();
        link.upstream?.destroy();
        links.delete(link);
      }
    },
    resume() {
      mode = 'open';
      for (const link of links) {
        for (const { to, chunk } of link.held.splice(0)) to.write(chunk);
        if (link.upstream) {
          link.upstream.resume();
          link.client.resume();
        } else {
          connectUpstream(link);
        }
      }
    },
    connections: () => links.size,
    async close() {
      for (const link of [...links]) drop(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

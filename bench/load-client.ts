// The load generator of `bench/load.ts`, in a process of its own so that it does not share the
// server's CPU accounting: runs autocannon with the options given as JSON in argv[2] and prints
// one JSON line with the throughput and latency percentiles.
import autocannon from 'autocannon';

interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  requests: { method: 'GET' | 'PUT' | 'POST'; path: string; body?: string }[];
}

/** What autocannon's client holds of its requests (not in its types). */
interface RequestsOf {
  requestIterator: { currentRequest: { method: string; path: string } };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const latencies: number[] = [];
/** The latencies of each request of the list, by `METHOD path`. */
const latenciesOf = new Map<string, number[]>();
let non2xx = 0;
let bytes = 0;

let finish: (result: autocannon.Result) => void = () => undefined;
const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers,
    requests: options.requests.map((request) => ({
      ...request,
      headers: request.body ? { 'content-type': 'application/json' } : {},
    })),
  },
  (error, result) => {
    if (error) throw error;
    finish(result);
  },
);
instance.on('response', (client, statusCode, resBytes, responseTime) => {
  latencies.push(responseTime);
  // Until it sends its next request, a client's current request is the one just answered.
  const answered = (client as unknown as RequestsOf).requestIterator.currentRequest;
  const key = `${answered.method} ${answered.path}`;
  const ofRequest = latenciesOf.get(key);
  if (ofRequest) ofRequest.push(responseTime);
  else latenciesOf.set(key, [responseTime]);
  bytes += resBytes;
  if (statusCode < 200 || statusCode >= 300) non2xx += 1;
});
const result = await finished;
const at = (share: number, of = latencies) =>
  of[Math.min(of.length - 1, Math.floor(of.length * share))] ?? 0;
latencies.sort((a, b) => a - b);
const byRequest = [...latenciesOf].map(([request, of]) => {
  of.sort((a, b) => a - b);
  return { request, count: of.length, p50: at(0.5, of), p99: at(0.99, of) };
});
console.log(
  JSON.stringify({
    requests: latencies.length,
    perSecond: latencies.length / options.seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx,
    bytesPerAnswer: latencies.length ? bytes / latencies.length : 0,
    byRequest,
  }),
);

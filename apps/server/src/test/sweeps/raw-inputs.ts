import fc from 'fast-check';
import { API_TOKEN_PREFIX } from '@hangar/contracts';
import { TINY_PNG } from './full-workspace';

/** Bytes percent-encoded one by one: every byte sequence, valid UTF-8 or not, NUL included. */
const percentBytes = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/** One value drawn by fast-check from an arbitrary, reproducibly from the seed. */
export function drawn<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  const [value] = fc.sample(arbitrary, { seed, numRuns: 1 });
  return value as T;
}

/** Path segments no route should take for an id or a token, as they go on the request line. */
export function badPathValues(seed: number): { kind: string; value: string }[] {
  return [
    { kind: 'zero', value: '0' },
    { kind: 'negative', value: '-1' },
    { kind: 'above int4', value: '2147483648' },
    { kind: 'huge', value: '99999999999999999999' },
    { kind: 'non-numeric', value: 'abc' },
    { kind: '200 characters', value: '9'.repeat(200) },
    { kind: 'NUL', value: '%00' },
    { kind: 'bad percent-encoding', value: '%zz' },
    { kind: 'cut percent-encoding', value: '%E0%A4%A' },
    { kind: 'random bytes', value: drawn(percentBytes, seed) },
  ];
}

/** A bad value of one query key, as it goes on the request line. */
export interface BadQueryValue {
  kind: string;
  /** The key's part of the query string, encoded by hand. */
  encode: (key: string) => string;
  /**
   * What the server's query parser reads for the key (null: no such key), where that is certain;
   * the sweep checks it against the contract and then expects 422 whenever the contract refuses.
   * Left out where the reading is the parser's own choice (bytes that are not UTF-8).
   */
  read?: string | string[] | null;
}

/** Bad values of a query field (and of a field no schema has), encoded by hand. */
export function badQueryValues(seed: number): BadQueryValue[] {
  const value = (kind: string, raw: string, read: string = decodeURIComponent(raw)) => ({
    kind,
    encode: (key: string) => `${key}=${raw}`,
    read,
  });
  return [
    value('non-numeric', 'abc'),
    value('zero', '0'),
    value('negative', '-1'),
    value('above int4', '2147483648'),
    value('below int4', '-2147483649'),
    value('huge', '99999999999'),
    value('above int8', '9'.repeat(20)),
    value('overflowing exponent', '1e309'),
    value('fractional', '1.5'),
    value('hexadecimal', '0x10'),
    value('spaces around', '%201%20'),
    value('year 0', '0000-01-01T00:00:00Z'),
    value('year 99999', '99999-01-01T00:00:00Z'),
    value('expanded year', '%2B099999-01-01T00:00:00Z'),
    value('before 1970', '1969-12-31T23:59:59Z'),
    value('past 9999 by its offset', '9999-12-31T23:59:59-23:59'),
    value('no such day', '2023-02-29T00:00:00Z'),
    value('NUL', 'a%00b'),
    { kind: 'bad percent-encoding', encode: (key) => `${key}=%zz` },
    { kind: 'lone surrogate', encode: (key) => `${key}=%ED%A0%80` },
    value('very long', 'x'.repeat(5000)),
    value('very long number', '9'.repeat(5000)),
    value('empty', ''),
    { kind: 'random bytes', encode: (key) => `${key}=${drawn(percentBytes, seed)}` },
    { kind: 'repeated', encode: (key) => `${key}=1&${key}=2`, read: ['1', '2'] },
    {
      kind: 'repeated 500 times',
      encode: (key) => Array.from({ length: 500 }, () => `${key}=1`).join('&'),
      read: Array.from({ length: 500 }, () => '1'),
    },
    { kind: 'array brackets', encode: (key) => `${key}[]=1`, read: null },
    { kind: 'nested brackets', encode: (key) => `${key}[a][b]=1`, read: null },
  ];
}

/**
 * Query keys some routes read without a query schema (`/api/sub`: the access token, which an
 * EventSource cannot send as a header): the sweep breaks them as it breaks a schema's keys.
 */
export const QUERY_KEYS_READ_WITHOUT_SCHEMA: Readonly<Record<string, readonly string[]>> = {
  '/api/sub': ['access_token'],
};

function multipart(
  parts: string,
  boundary = 'sweepBoundary',
): { contentType: string; body: string } {
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: parts };
}

export interface RawBody {
  kind: string;
  contentType: string | null;
  body: string | Uint8Array | FormData;
  /** A body the server reads (form fields, text): a route that takes none may just ignore it. */
  readable?: boolean;
}

/** Bodies that are not JSON, or not what their content type says. */
export function rawBodies(base: unknown): RawBody[] {
  const text = JSON.stringify(base ?? {});
  const file = (name: string) =>
    `--sweepBoundary\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\n${TINY_PNG.toString('latin1')}`;
  const wrongField = new FormData();
  wrongField.append('sweep', new Blob([TINY_PNG], { type: 'image/png' }), 'a.png');
  return [
    {
      kind: 'cut JSON',
      contentType: 'application/json',
      body: text.slice(0, Math.max(1, text.length - 1)),
    },
    { kind: 'empty JSON', contentType: 'application/json', body: '' },
    { kind: 'not JSON', contentType: 'application/json', body: 'sweep, not json' },
    { kind: 'JSON with NUL bytes', contentType: 'application/json', body: `\u0000${text}` },
    {
      kind: 'invalid UTF-8',
      contentType: 'application/json',
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { kind: 'text/plain', contentType: 'text/plain', body: text, readable: true },
    { kind: 'XML', contentType: 'application/xml', body: '<sweep/>' },
    {
      kind: 'form fields',
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=%zz&b=%00&c[d]=1',
      readable: true,
    },
    { kind: 'no content type', contentType: null, body: new Uint8Array([1, 2, 3]), readable: true },
    { kind: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
    { kind: 'multipart, cut short', ...multipart(file('file')) },
    { kind: 'multipart, wrong field', contentType: null, body: wrongField, readable: true },
  ];
}

/** A malformed header the app reads (itself or through Fastify and its plugins). */
interface BadHeader {
  kind: string;
  headers: Record<string, string>;
  /** A header only some routes read: those get every kind of it, the others none. */
  readBy?: (url: string) => boolean;
}

/** Every malformed header of the sweep; `random` fills the drawn ones. */
function badHeaderKinds(random: string): BadHeader[] {
  const long = 'x'.repeat(5000);
  const workspace = (kind: string, value: string) => ({
    kind: `workspace ${kind}`,
    headers: { 'x-workspace-id': value },
  });
  const header = (name: string, kind: string, value: string) => ({
    kind: `${name} ${kind}`,
    headers: { [name]: value },
  });
  const sse = (url: string) => url === '/api/sub';
  const webhook = (url: string) => url === '/api/billing/webhook';
  return [
    workspace('zero', '0'),
    workspace('negative', '-1'),
    workspace('above int4', '2147483648'),
    workspace('200 digits', '9'.repeat(200)),
    workspace('with an exponent', '1e3'),
    workspace('hexadecimal', '0x10'),
    workspace('random', random),
    { kind: 'client id too short', headers: { 'x-client-id': 'a' } },
    { kind: 'client id of 5000 characters', headers: { 'x-client-id': long } },
    { kind: 'client id random', headers: { 'x-client-id': random } },
    { kind: 'token of 5000 characters', headers: { authorization: `Bearer ${long}` } },
    { kind: 'token scheme only', headers: { authorization: 'Bearer' } },
    { kind: 'token in two parts', headers: { authorization: 'Bearer a b' } },
    { kind: 'token of Latin-1 bytes', headers: { authorization: 'Bearer \u00e9\u00ff\u00e0' } },
    { kind: 'API token prefix only', headers: { authorization: `Bearer ${API_TOKEN_PREFIX}` } },
    {
      kind: 'API token of 5000 characters',
      headers: { authorization: `Bearer ${API_TOKEN_PREFIX}${long}` },
    },
    { kind: 'basic credentials', headers: { authorization: 'Basic c3dlZXA6c3dlZXA=' } },
    header('if-none-match', 'any', '*'),
    header('if-none-match', 'unbalanced', '"sweep'),
    header('if-none-match', 'weak prefix only', 'W/'),
    header('if-none-match', 'of 5000 characters', `"${long}"`),
    header('accept-encoding', 'refusing identity', 'identity;q=0'),
    header('accept-encoding', 'refusing everything', '*;q=0'),
    header('accept-encoding', 'with bad weights', 'br;q=abc, gzip;q=-1'),
    header('accept-encoding', 'unknown', 'zstd'),
    header('accept-encoding', 'of 5000 characters', long),
    header('content-type', 'with an unknown charset', 'application/json; charset=sweep'),
    header('content-type', 'of 5000 characters', `application/${long}`),
    header('x-forwarded-for', 'not an address', 'not-an-address'),
    header('x-forwarded-for', 'out of range', '999.999.999.999'),
    header('x-forwarded-for', 'empty entries', ', , ,'),
    header('x-forwarded-for', 'of 5000 characters', long),
    header('origin', 'null', 'null'),
    header('origin', 'foreign', 'https://sweep.example'),
    header('origin', 'of 5000 characters', `https://${long}`),
    header('range', 'not bytes', 'bytes=abc'),
    header('range', 'above int8', 'bytes=99999999999999999999-'),
    header('range', 'of 500 ranges', `bytes=${Array.from({ length: 500 }, () => '0-1').join(',')}`),
    header('user-agent', 'of 5000 characters', long),
    header('user-agent', 'of Latin-1 bytes', '\u00e9\u00ff'),
    { ...header('last-event-id', 'non-numeric', 'abc'), readBy: sse },
    { ...header('last-event-id', 'negative', '-1'), readBy: sse },
    { ...header('last-event-id', 'above int8', '9'.repeat(19)), readBy: sse },
    { ...header('last-event-id', 'of 20 digits', '9'.repeat(20)), readBy: sse },
    { ...header('last-event-id', 'of 5000 characters', long), readBy: sse },
    { ...header('stripe-signature', 'empty', ''), readBy: webhook },
    { ...header('stripe-signature', 'garbled', 't=abc,v1=zz'), readBy: webhook },
    {
      ...header('stripe-signature', 'with a huge time', `t=${'9'.repeat(20)},v1=`),
      readBy: webhook,
    },
    { ...header('stripe-signature', 'of 5000 characters', `t=1,v1=${long}`), readBy: webhook },
  ];
}

/**
 * The malformed headers of one route (the workspace, the client id, the credentials, the
 * headers Fastify and its plugins read): every kind of a header only some routes read, when
 * this route reads it, and `count` of the others, taken in turn by the route's `index` so that
 * every kind runs on several routes; random values drawn from `seed`.
 */
export function badHeaders(
  route: { index: number; url: string },
  seed: number,
  count: number,
): { kind: string; headers: Record<string, string> }[] {
  const random = drawn(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }), seed);
  const all = badHeaderKinds(random);
  const everywhere = all.filter((bad) => !bad.readBy);
  const inTurn = Array.from(
    { length: Math.min(count, everywhere.length) },
    (_, offset) => everywhere[(route.index * count + offset) % everywhere.length],
  );
  const aimed = all.filter((bad) => bad.readBy?.(route.url));
  return [...inTurn, ...aimed].flatMap((bad) =>
    bad ? [{ kind: bad.kind, headers: bad.headers }] : [],
  );
}

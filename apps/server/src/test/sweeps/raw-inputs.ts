import fc from 'fast-check';
import { TINY_PNG } from './full-workspace';

/** Bytes percent-encoded one by one: every byte sequence, valid UTF-8 or not, NUL included. */
const percentBytes = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

function drawn<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
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

/** Bad values of a query field (and of a field no schema has), encoded by hand. */
export function badQueryValues(seed: number): { kind: string; encode: (key: string) => string }[] {
  const value = (kind: string, raw: string) => ({ kind, encode: (key: string) => `${key}=${raw}` });
  return [
    value('non-numeric', 'abc'),
    value('negative', '-1'),
    value('above int4', '2147483648'),
    value('fractional', '1.5'),
    value('NUL', 'a%00b'),
    value('bad percent-encoding', '%zz'),
    value('very long', 'x'.repeat(5000)),
    value('empty', ''),
    value('random bytes', drawn(percentBytes, seed)),
    { kind: 'repeated', encode: (key) => `${key}=1&${key}=2` },
    { kind: 'nested brackets', encode: (key) => `${key}[a][b]=1` },
  ];
}

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

/** Malformed call headers (the workspace, the client id, the credentials): `count` of them, drawn. */
export function badHeaders(
  seed: number,
  count: number,
): { kind: string; headers: Record<string, string> }[] {
  const random = drawn(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }), seed);
  const all: { kind: string; headers: Record<string, string> }[] = [
    { kind: 'workspace above int4', headers: { 'x-workspace-id': '2147483648' } },
    { kind: 'workspace negative', headers: { 'x-workspace-id': '-1' } },
    { kind: 'workspace 200 digits', headers: { 'x-workspace-id': '9'.repeat(200) } },
    { kind: 'workspace random', headers: { 'x-workspace-id': random } },
    { kind: 'client id too short', headers: { 'x-client-id': 'a' } },
    { kind: 'client id random', headers: { 'x-client-id': random } },
    { kind: 'token of 5000 characters', headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
    { kind: 'token scheme only', headers: { authorization: 'Bearer' } },
    { kind: 'basic credentials', headers: { authorization: 'Basic c3dlZXA6c3dlZXA=' } },
  ];
  return drawn(fc.shuffledSubarray(all, { minLength: count, maxLength: count }), seed);
}

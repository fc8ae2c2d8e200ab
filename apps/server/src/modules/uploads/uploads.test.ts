import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG, pngDeclaring } from '../../test/images';

const server = useTestEnvironment({ config: { uploadMaxBytes: 2048 } });
let token: string;

beforeAll(async () => {
  ({ token } = await buildSignedInUser(server));
});

const PNG = ONE_PIXEL_PNG;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(bytes: Buffer, name: string, type: string, auth = token) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return server.fetch('/api/upload', {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
}

async function storedFiles(): Promise<{ rows: number; files: string[] }> {
  const [row] = await server.app.services.database.db.select({ value: count() }).from(uploads);
  const dir = path.join(server.app.services.config.dataDir, 'uploads');
  const files = await readdir(dir).catch(() => []);
  return { rows: row?.value ?? 0, files };
}

describe('POST /api/upload', () => {
  it('stores an image under a new random name, served with a safe type', async () => {
    const response = await upload(PNG, 'holiday.png', 'image/png');
    expect(response.status).toBe(201);
    const { filename } = (await response.json()) as { filename: string };
    expect(filename).toMatch(/^[a-f0-9]{32}\.png$/);

    const media = await server.fetch(`/media/${filename}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(media.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('judges a file by its bytes: a script named .png and an SVG are refused, nothing stored', async () => {
    const before = await storedFiles();
    for (const [bytes, name, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png', 'image/png'],
      [SVG, 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.status, name).toBe(415);
      expect(await response.json()).toEqual({
        detail: 'Unsupported file type. Upload a PNG, JPEG, GIF or WebP image.',
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image that declares more pixels than a browser should decode, or whose size cannot be read', async () => {
    const before = await storedFiles();
    const bomb = await upload(pngDeclaring(40_000, 40_000), 'bomb.png', 'image/png');
    expect(bomb.status).toBe(422);
    expect(await bomb.json()).toEqual({
      detail:
        'The image is 40000 x 40000 pixels: images of up to 100 million pixels (30000 on a side) are taken.',
    });
    const damaged = Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a header')]);
    const unreadable = await upload(damaged, 'damaged.png', 'image/png');
    expect(unreadable.status).toBe(422);
    expect(await unreadable.json()).toEqual({
      detail: 'The image is damaged: its size cannot be read.',
    });
    expect((await upload(pngDeclaring(12_000, 8_000), 'photo.png', 'image/png')).status).toBe(201);
    expect((await storedFiles()).rows).toBe(before.rows + 1);
  });

  it("refuses a file over the limit with 'File size must be lower than …', nothing stored", async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'File size must be lower than 2 ko' });
    expect(await storedFiles()).toEqual(before);
  });

  it('needs a signed-in user and a file field', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', '')).status).toBe(401);
    const form = new FormData();
    form.append('other', 'x');
    const response = await server.fetch('/api/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(422);
  });

  it('sets an upload as the avatar, shown under /media', async () => {
    const { filename } = (await (await upload(PNG, 'me.png', 'image/png')).json()) as {
      filename: string;
    };
    const me = await server.api('PUT', '/users/me', { token, body: { avatar: filename } });
    expect(me.body).toMatchObject({ avatar: `/media/${filename}` });
  });
});

describe('a malformed multipart upload', () => {
  const boundary = 'hangar-test-boundary';
  const whole = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const send = (body: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    server.fetch('/api/upload', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });

  it('answers 400 with a detail when the body is cut before its closing boundary, nothing stored', async () => {
    const before = await storedFiles();
    const endOfHeaders = whole.indexOf('\r\n\r\n') + 4;
    for (const cut of [whole.length - 10, endOfHeaders + 20, endOfHeaders, 40, 10]) {
      const response = await send(whole.subarray(0, cut));
      expect(response.status, `cut at ${cut}`).toBe(400);
      expect(await response.json(), `cut at ${cut}`).toEqual({
        detail: 'The upload was cut off or malformed; send the file again.',
      });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await send(whole)).status).toBe(201);
  });

  it('answers 400 with a detail for a multipart type without its boundary', async () => {
    const response = await send(whole, 'multipart/form-data');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'The upload was cut off or malformed; send the file again.',
    });
  });
});

describe('GET /media', () => {
  it.each(['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fpackage.json', 'x.png'])(
    'answers 404 for an unknown or unsafe name: %s',
    async (name) => {
      expect((await server.fetch(`/media/${name}`)).status).toBe(404);
    },
  );

  it("serves no stored file that is not an uploaded image (a project's attached file, an import's upload)", async () => {
    const name = 'aaaabbbbccccddddeeeeffff00001111.pdf';
    await server.app.services.storage.write(name, Buffer.from('%PDF-1.4 private'));
    expect((await server.fetch(`/media/${name}`)).status).toBe(404);

    const uploaded = (await (await upload(PNG, 'pixel.png', 'image/png')).json()) as {
      filename: string;
    };
    expect((await server.fetch(`/media/${uploaded.filename}`)).status).toBe(200);
  });
});

import type { TestServer } from './harness';

/** A real PNG of 1 x 1 pixel: its header can be read (sizes are checked on upload). */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG header declaring `width` x `height` pixels, and little else: a decompression bomb for browsers. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.from(ONE_PIXEL_PNG);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

/** Uploads a one-pixel PNG through POST /api/upload, as the change-logo dialog does: its stored name. */
export async function uploadPng(server: TestServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'logo.png');
  const response = await server.fetch('/api/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { filename?: string };
  if (response.status !== 201 || !body.filename)
    throw new Error(`an upload got ${response.status}`);
  return body.filename;
}

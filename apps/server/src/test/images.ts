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

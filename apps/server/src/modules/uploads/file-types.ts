/** The images we accept, recognised by their first bytes: a file's name or declared type proves nothing. */
const IMAGE_SIGNATURES = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    contentType: 'image/gif',
    extension: 'gif',
    matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageType = (typeof IMAGE_SIGNATURES)[number];

export function detectImageType(bytes: Buffer): ImageType | null {
  return IMAGE_SIGNATURES.find((signature) => signature.matches(bytes)) ?? null;
}

export function contentTypeOfExtension(extension: string): string | null {
  return (
    IMAGE_SIGNATURES.find((signature) => signature.extension === extension)?.contentType ?? null
  );
}

/** Whether a stored upload is one of the images above (an avatar or a logo must be). */
export function isImageContentType(contentType: string): boolean {
  return IMAGE_SIGNATURES.some((signature) => signature.contentType === contentType);
}

export const UNSUPPORTED_FILE = 'Unsupported file type. Upload a PNG, JPEG, GIF or WebP image.';

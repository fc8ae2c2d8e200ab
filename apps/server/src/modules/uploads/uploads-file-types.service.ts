import { IMAGE_LIMITS } from '@hangar/domain';
import { imageSize } from 'image-size';

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

/**
 * Why an image of one of the accepted types cannot be shown to readers (its header declares
 * more pixels than a browser should decode, or cannot be read), or null when it can.
 */
export function imageProblem(bytes: Buffer): string | null {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return 'The image is damaged: its size cannot be read.';
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0) return 'The image is damaged: its size cannot be read.';
  const { maxPixels, maxSide } = IMAGE_LIMITS;
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    return (
      `The image is ${width} x ${height} pixels: images of up to ${maxPixels / 1_000_000} ` +
      `million pixels (${maxSide} on a side) are taken.`
    );
  }
  return null;
}

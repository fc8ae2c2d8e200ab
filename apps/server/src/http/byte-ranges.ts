import parseRange from 'range-parser';
import type { ByteRange } from '../storage/file-storage';
import { HttpError } from './errors';

const RANGE_NOT_SATISFIABLE = 'The requested range is outside the file.';

/**
 * The one range of bytes a `Range` header asks for (players seek in audio and video this way), or
 * undefined for the whole file: no header, one we cannot read, or several ranges (rare, and the
 * whole file answers them correctly). A range wholly past the end is refused with 416.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) {
    const error = HttpError.simple(416, RANGE_NOT_SATISFIABLE);
    error.headers = { 'content-range': `bytes */${size}` };
    throw error;
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : undefined;
}

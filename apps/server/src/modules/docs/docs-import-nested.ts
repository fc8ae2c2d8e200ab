import { formatFileSize } from '@hangar/domain';
import yauzl from 'yauzl';
import { HttpError } from '../../http/errors';
import type { Skipped } from './docs-import-content';
import { readZip, type ZipLimits } from './docs-import-zip';
import type { ImportFiles } from './import-dialects/import-dialect';

/**
 * A zip of zips (docs/docs.md "Import"): Notion's download of a workspace is one zip holding only
 * `Export-<uuid>-Part-1.zip`, `-Part-2.zip`…, each an ordinary export. Those zips are opened, one
 * level down only, within what the upload's limits leave once the outer zip is counted.
 */

const ZIP_FILE = /\.zip$/i;

/** The entries (files and folders) a zip's directory lists; null when it cannot be read. */
const entryCountOf = (bytes: Uint8Array) =>
  new Promise<number | null>((resolve) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, autoClose: false },
      (error, zip) => {
        if (error) return resolve(null);
        zip.close();
        resolve(zip.entryCount);
      },
    ),
  );

const tooManyEntries = (limits: ZipLimits) =>
  HttpError.simple(
    413,
    `The zip holds more than ${limits.maxEntries} files and folders: import it in smaller parts.`,
  );
const tooBig = (limits: ZipLimits) =>
  HttpError.simple(
    413,
    `The zip unpacks to more than ${formatFileSize(limits.maxUnpackedBytes)}: import it in smaller parts.`,
  );
const damaged = (part: string) =>
  HttpError.simple(
    422,
    `"${part}" in the zip is damaged and could not be read: nothing was imported.`,
  );

/** A refusal of an inner zip, said of the whole upload (its limits) or naming the inner zip. */
function refusalOf(error: unknown, part: string, limits: ZipLimits): unknown {
  if (!(error instanceof HttpError)) return error;
  const detail = String(error.body.detail);
  if (/^The zip unpacks to more than/.test(detail)) return tooBig(limits);
  if (/^The zip file is damaged/.test(detail)) return damaged(part);
  return HttpError.simple(error.status, `In "${part}": ${detail}`);
}

/**
 * The upload's files: when the outer zip holds nothing but zips (besides hidden files), the files
 * of those zips merged (the first zip's file kept when two hold the same path, the other reported
 * as skipped); otherwise the outer zip's files as they are. Entries and unpacked bytes are counted
 * across the outer and the inner zips together, so a zip of zips cannot multiply the limits.
 */
export async function withInnerZipsOpened(input: {
  bytes: Uint8Array;
  files: ImportFiles;
  limits: ZipLimits;
  maxFileBytes: (path: string) => number;
  ignored: (path: string) => boolean;
}): Promise<{ files: ImportFiles; skipped: Skipped[] }> {
  const { files, limits } = input;
  const parts = [...files.keys()].filter((path) => !input.ignored(path));
  if (parts.length === 0 || !parts.every((path) => ZIP_FILE.test(path))) {
    return { files, skipped: [] };
  }
  let entries = (await entryCountOf(input.bytes)) ?? files.size;
  let unpacked = [...files.values()].reduce((sum, file) => sum + file.length, 0);
  const merged: ImportFiles = new Map();
  const firstPartOf = new Map<string, string>();
  const skipped: Skipped[] = [];
  for (const part of parts) {
    const bytes = files.get(part)!;
    const count = await entryCountOf(bytes);
    if (count === null) throw damaged(part);
    if (entries + count > limits.maxEntries) throw tooManyEntries(limits);
    let inner: ImportFiles;
    try {
      inner = await readZip(
        bytes,
        {
          maxEntries: limits.maxEntries - entries,
          maxUnpackedBytes: limits.maxUnpackedBytes - unpacked,
        },
        input.maxFileBytes,
      );
    } catch (error) {
      throw refusalOf(error, part, limits);
    }
    entries += count;
    for (const [path, file] of inner) {
      unpacked += file.length;
      if (ZIP_FILE.test(path) && !input.ignored(path)) {
        throw HttpError.simple(
          422,
          `"${part}" holds a zip, "${path}": only the zips directly inside the uploaded zip are opened. Unzip it and import its files on their own; nothing was imported.`,
        );
      }
      const first = firstPartOf.get(path);
      if (first === undefined) {
        merged.set(path, file);
        firstPartOf.set(path, part);
      } else {
        skipped.push({
          source: path,
          reason: `Also in "${part}": the file of "${first}" was kept`,
        });
      }
    }
  }
  return { files: merged, skipped };
}

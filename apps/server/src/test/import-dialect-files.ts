import { strToU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { ImportDialect, ImportFiles } from '../modules/docs/import-dialects/import-dialect';
import { ONE_PIXEL_PNG } from './images';
import { sampleExportZip } from './import-fixtures';

/** The files of a zip, as the import hands them to a dialect. */
export const unzipped = (zip: Uint8Array): ImportFiles => new Map(Object.entries(unzipSync(zip)));

/** The sample export of `tool` as the import unzips it, plus `extra` files. */
export const sampleFiles = (tool: string, extra: Record<string, Uint8Array> = {}) =>
  unzipped(sampleExportZip(tool, extra));

/** Files made of texts, by their paths. */
export const filesOf = (texts: Record<string, string>): ImportFiles =>
  new Map(Object.entries(texts).map(([path, text]) => [path, strToU8(text)]));

/** The text of one of the files. */
export const fileText = (files: ImportFiles, path: string) =>
  new TextDecoder().decode(files.get(path));

/** A page of 256 KiB made of `unit` repeated, to read in linear time. */
export const filledPage = (unit: string) =>
  `# T\n\n${unit.repeat(Math.floor((256 * 1024) / unit.length))}`;

/**
 * Converts each hostile Markdown as the page at `path`, beside an image of a very long name: each
 * takes less than 2 s and makes a text at most about four times as long.
 */
export function expectHostileMarkdownBounded(
  dialect: ImportDialect,
  path: string,
  hostile: string[],
  longName: string,
) {
  for (const markdown of hostile) {
    const files = filesOf({ [path]: markdown });
    files.set(longName, ONE_PIXEL_PNG);
    const started = performance.now();
    const converted = dialect.convert(files);
    expect(performance.now() - started).toBeLessThan(2000);
    const length = converted.files.get(path)!.length;
    expect(length).toBeLessThan(4 * markdown.length + 70_000);
  }
}

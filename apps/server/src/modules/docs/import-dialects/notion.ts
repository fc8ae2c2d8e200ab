import { posix } from 'node:path';
import { escapeMarkdown } from '../../../live/export-safety';
import type { Skipped } from '../docs-import-content';
import {
  encoder,
  utf8,
  type ConvertedExport,
  type ImportDialect,
  type ImportFiles,
} from './import-dialect';
import { csvHeader, databaseTable } from './notion-databases';
import { NotionLinks } from './notion-links';
import { convertPage } from './notion-markdown';
import { folderOf, idOfName, notionLayout, type NotionDatabase } from './notion-paths';

/**
 * Notion's "Markdown & CSV" export (docs/docs.md "Import from other tools"): pages and folders
 * named `Title <32 hex id>`, perhaps in an `Export-<uuid>/` folder beside Notion's index.html;
 * databases as CSV beside the folder of their rows' pages. The ids leave the names, links follow
 * their files, databases become tables, callouts and toggles Hangar's (notion-markdown.ts).
 */

/**
 * Files no one meant to import: macOS's folders and files, hidden ones (but a page whose title
 * starts with a dot, which the import would take for hidden once its id is gone).
 */
const ignored = (path: string) =>
  path
    .split('/')
    .some(
      (name, index, names) =>
        name === '__MACOSX' ||
        name.startsWith('._') ||
        (name.startsWith('.') && idOfName(name, index < names.length - 1) === null),
    );
const PAGE_FILE = /\.md$/i;

/** A Notion export has Markdown pages named by their ids, at least half of its Markdown files. */
function isNotionExport(paths: Iterable<string>): boolean {
  let pages = 0;
  let named = 0;
  for (const path of paths) {
    if (ignored(path) || !PAGE_FILE.test(path)) continue;
    pages++;
    if (idOfName(posix.basename(path)) !== null) named++;
  }
  return named > 0 && named * 2 >= pages;
}

/** The heading a converted page starts with, as its title. */
const headingOf = (markdown: string) => /^# (.*)/.exec(markdown.slice(0, 1000))?.[1]?.trim() ?? '';

/** Each converted row page of a database's folder, by its title, in the export's order. */
function rowPagesByTitle(
  database: NotionDatabase,
  pagesIn: Map<string, string[]>,
  texts: Map<string, string>,
): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  for (const target of database.rows === null ? [] : (pagesIn.get(database.rows) ?? [])) {
    const title = headingOf(texts.get(target) ?? '');
    const same = byTitle.get(title) ?? [];
    same.push(target);
    byTitle.set(title, same);
  }
  return byTitle;
}

function convertNotionExport(files: ImportFiles): ConvertedExport {
  const layout = notionLayout([...files.keys()].filter((path) => !ignored(path)));
  const links = new NotionLinks(layout);
  const approximated: Skipped[] = [];
  const output: ImportFiles = new Map();
  const texts = new Map<string, string>();
  const csvs = new Set(layout.databases.flatMap((database) => database.csvs));
  const propertyNames = new Map<string, Set<string>>();
  for (const database of layout.databases) {
    const header = csvHeader(utf8.decode(files.get(database.csvs[0]!)!));
    if (database.rows !== null) propertyNames.set(database.rows, new Set(header));
  }

  /** The converted pages of each folder of the export. */
  const pagesIn = new Map<string, string[]>();
  const withProperties = new Set<string>();
  for (const [source, target] of layout.paths) {
    if (csvs.has(source)) continue;
    if (!PAGE_FILE.test(source)) {
      output.set(target, files.get(source)!);
      continue;
    }
    const folder = folderOf(source);
    const page = convertPage(utf8.decode(files.get(source)!), {
      title: layout.titles.get(source) || posix.basename(target, '.md'),
      propertyNames: propertyNames.get(folder) ?? null,
      rewrite: (line) => links.rewrite(line, source, target),
    });
    texts.set(target, page.markdown);
    const pages = pagesIn.get(folder) ?? [];
    pages.push(target);
    pagesIn.set(folder, pages);
    if (page.properties) withProperties.add(folder);
    for (const reason of page.approximated) approximated.push({ source: target, reason });
  }

  for (const database of layout.databases) {
    const byTitle = rowPagesByTitle(database, pagesIn, texts);
    const csv = utf8.decode(files.get(database.csvs[0]!)!);
    const table = databaseTable(
      csv,
      (title) => {
        const page = byTitle.get(title || 'Untitled')?.shift();
        return page === undefined ? null : NotionLinks.relative(database.target, page);
      },
      (markdown) => links.rewrite(markdown, database.csvs[0]!, database.target),
    );
    const text = texts.get(database.target) ?? `# ${escapeMarkdown(database.title)}\n`;
    texts.set(database.target, table.markdown ? `${text}\n${table.markdown}\n` : text);
    const first = table.cut ? ` of its first ${table.rows} rows` : '';
    approximated.push({
      source: database.target,
      reason: `The database "${database.title}" became a table${first}`,
    });
    if (database.rows !== null && withProperties.has(database.rows)) {
      approximated.push({
        source: `${database.target.replace(/\.md$/, '')}/`,
        reason: `The properties of the pages of "${database.title}" became a list at the top of each page`,
      });
    }
  }
  for (const [path, text] of texts) output.set(path, encoder.encode(text));
  return { files: output, approximated };
}

export const notionDialect: ImportDialect = {
  format: 'notion',
  recognises: (files) => isNotionExport(files.keys()),
  convert: convertNotionExport,
};

import { posix } from 'node:path';

/**
 * Where each file of a Notion export goes once converted: Notion names every page, database and
 * page folder `Title <32 hex id>` (`Roadmap 1a2b….md` beside the folder `Roadmap 1a2b…/` of its
 * subpages and images, `Tasks 3c4d….csv` and `Tasks 3c4d…_all.csv` beside the folder of its rows).
 * The ids go; a page, its folder and its database keep one name, unique in their folder.
 */

/** A name of the export without its extension: its title, and the id it carries, if any. */
export interface NotionName {
  title: string;
  id: string | null;
}

const HEX_ID = /^[0-9a-f]{32}$/i;

export function notionName(stem: string): NotionName {
  const id = stem.slice(-32);
  const space = stem.length - 33;
  const named = space >= 0 ? stem[space] === ' ' : stem.length === 32;
  if (!HEX_ID.test(id) || !named) return { title: stem, id: null };
  return { title: stem.slice(0, Math.max(0, space)).trim(), id: id.toLowerCase() };
}

/** A file's name: without its extension (lowercase), and without `_all` for a database's CSV. */
function splitName(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return { stem: extension === '.csv' ? stem.replace(/_all$/, '') : stem, extension };
}

/** The id a file or folder name carries: a page's (.md), a database's (.csv), a folder's. */
export function idOfName(name: string, folder = false): string | null {
  if (folder) return notionName(name).id;
  const { stem, extension } = splitName(name);
  return extension === '.md' || extension === '.csv' ? notionName(stem).id : null;
}

/** A database of the export: its CSV files, the page it becomes, the folder of its rows. */
export interface NotionDatabase {
  id: string;
  title: string;
  /** Its CSVs (`_all.csv`, every row, first), by their paths in the export. */
  csvs: string[];
  /** The page of the same id, whose text the table follows, if the export has one. */
  page: string | null;
  /** The converted Markdown file that holds the table. */
  target: string;
  /** The folder of its rows' pages, by its path in the export, if any. */
  rows: string | null;
}

export interface NotionLayout {
  /** Every file kept, by its path in the export: its path once converted. */
  paths: Map<string, string>;
  /** Each page's and database's converted Markdown file, by id. */
  pages: Map<string, string>;
  databases: NotionDatabase[];
  /** The file's title when its name gives one (a page's, a database's). */
  titles: Map<string, string>;
}

/** The folder Notion puts a workspace's export in (`Export-<uuid>`), or a part of it. */
const EXPORT_FOLDER = /^(?:[0-9a-f-]{36}_)?Export-[0-9a-f-]{36}(?:-Part-\d{1,4})?$/i;
/** Notion's list of the exported pages, beside them: not a page. */
const EXPORT_INDEX = 'index.html';
const RESERVED = /^(index|readme)$/i;

/** The export's top folder when every file is in one `Export-<uuid>/`, else ''. */
function exportFolder(paths: string[]): string {
  const first = paths[0] ?? '';
  const top = first.slice(0, first.indexOf('/') + 1);
  const all = top !== '' && paths.every((path) => path.startsWith(top));
  return all && EXPORT_FOLDER.test(top.slice(0, -1)) ? top : '';
}

/** A title as a file name: one line, no leading dots (hidden), not empty. */
function safeTitle(title: string): string {
  const clean = title
    .normalize('NFC')
    .replace(/[\\:]/g, '-')
    .replace(/^[\s.]+/, '')
    .trim();
  return clean.slice(0, 200).trim() || 'Untitled';
}

interface Folder {
  folders: Set<string>;
  files: Set<string>;
}

interface Group {
  id: string;
  title: string;
  folder: string | null;
  page: string | null;
  csvs: string[];
}

/** The id groups of a folder's entries, and the names its other entries take. */
function groupsOf(entries: Folder): { groups: Map<string, Group>; taken: Set<string> } {
  const groups = new Map<string, Group>();
  const taken = new Set<string>();
  const groupOf = (id: string, title: string) => {
    const group = groups.get(id) ?? { id, title, folder: null, page: null, csvs: [] };
    if (!group.title) group.title = title;
    groups.set(id, group);
    return group;
  };
  for (const name of entries.folders) {
    const { id, title } = notionName(name);
    if (id) groupOf(id, title).folder = name;
    else taken.add(name.normalize('NFC').toLowerCase());
  }
  for (const name of entries.files) {
    const { stem, extension } = splitName(name);
    const { id, title } = notionName(stem);
    if (id && extension === '.md') groupOf(id, title).page = name;
    else if (id && extension === '.csv') groupOf(id, title).csvs.push(name);
    else taken.add(name.normalize('NFC').toLowerCase());
  }
  return { groups, taken };
}

/** A name for a group among its siblings: its title, `(2)`, `(3)`... after it when taken. */
function uniqueName(title: string, taken: Set<string>): string {
  const base = safeTitle(title);
  const first = RESERVED.test(base) ? `${base} (page)` : base;
  let name = first;
  for (let n = 2; taken.has(name.toLowerCase()) || taken.has(`${name}.md`.toLowerCase()); n++) {
    name = `${first} (${n})`;
  }
  taken.add(name.toLowerCase());
  taken.add(`${name}.md`.toLowerCase());
  return name;
}

const join = (folder: string, name: string) => (folder === '' ? name : `${folder}/${name}`);

/** Where every file of the export goes (hidden files and macOS's folders already left out). */
export function notionLayout(paths: string[]): NotionLayout {
  const top = exportFolder(paths);
  const tree = new Map<string, Folder>();
  const entriesOf = (path: string) => {
    const entries = tree.get(path) ?? { folders: new Set(), files: new Set() };
    tree.set(path, entries);
    return entries;
  };
  for (const path of paths) {
    const inner = path.slice(top.length);
    let start = 0;
    for (let slash = inner.indexOf('/'); slash !== -1; slash = inner.indexOf('/', start)) {
      entriesOf(inner.slice(0, Math.max(0, start - 1))).folders.add(inner.slice(start, slash));
      start = slash + 1;
    }
    entriesOf(inner.slice(0, Math.max(0, start - 1))).files.add(inner.slice(start));
  }
  tree.get('')?.files.delete(EXPORT_INDEX);

  const layout: NotionLayout = {
    paths: new Map(),
    pages: new Map(),
    databases: [],
    titles: new Map(),
  };
  const converted = new Map<string, string>([['', '']]);
  const queue = [''];
  for (let next = 0; next < queue.length; next++) {
    const folder = queue[next]!;
    const target = converted.get(folder)!;
    const entries = tree.get(folder) ?? { folders: new Set<string>(), files: new Set<string>() };
    const { groups, taken } = groupsOf(entries);
    const named = new Map<string, string>();
    const sorted = [...groups.values()].sort(
      (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );
    for (const group of sorted) {
      const name = uniqueName(group.title, taken);
      const file = join(target, `${name}.md`);
      if (group.folder !== null) named.set(group.folder, name);
      for (const source of [group.page, ...group.csvs]) {
        if (source === null) continue;
        named.set(source, `${name}.md`);
        layout.titles.set(top + join(folder, source), group.title);
      }
      if (group.page !== null || group.csvs.length > 0) layout.pages.set(group.id, file);
      if (group.csvs.length > 0) {
        layout.databases.push({
          id: group.id,
          title: group.title,
          csvs: group.csvs
            .sort()
            .reverse()
            .map((csv) => top + join(folder, csv)),
          page: group.page === null ? null : top + join(folder, group.page),
          target: file,
          rows: group.folder === null ? null : top + join(folder, group.folder),
        });
      }
    }
    for (const name of entries.folders) {
      const path = join(folder, name);
      converted.set(path, join(target, named.get(name) ?? name.normalize('NFC')));
      queue.push(path);
    }
    for (const name of entries.files) {
      const path = top + join(folder, name);
      layout.paths.set(path, join(target, named.get(name) ?? name.normalize('NFC')));
    }
  }
  return layout;
}

/** The folder of a path ('' at the top). */
export const folderOf = (path: string) => {
  const folder = posix.dirname(path);
  return folder === '.' ? '' : folder;
};

import { escapeMarkdown } from '../../../live/export-safety';

/**
 * A Notion database as a table: Notion exports each one as CSV (`Tasks <id>_all.csv`, every row,
 * and `Tasks <id>.csv`, the rows of its view), its header the properties, its first column the
 * rows' titles. Bounded: the table stops at MAX_ROWS rows, MAX_COLUMNS columns, MAX_TABLE_BYTES.
 * Each row's page starts with its properties, a `Name: value` line each, which become a list.
 */

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

const MAX_ROWS = 1000;
const MAX_COLUMNS = 50;
const MAX_CELL_LENGTH = 500;
const MAX_TABLE_BYTES = 512 * 1024;

/** The records of a CSV text (RFC 4180: quoted fields hold commas, quotes doubled, line ends). */
function parseCsv(text: string, maxRecords = MAX_ROWS + 2): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (; at < text.length && records.length < maxRecords; at++) {
    const character = text[at];
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[at + 1] === '"') {
        field += '"';
        at++;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[at + 1] === '\n') at++;
      endRecord();
    } else field += character;
  }
  if (records.length < maxRecords && (field !== '' || record.length > 0)) endRecord();
  return records;
}

/** The properties a database's CSV names (its header), trimmed. */
export const csvHeader = (text: string): string[] =>
  (parseCsv(text, 1)[0] ?? []).map((name) => name.trim()).filter((name) => name !== '');

function cell(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const cut = line.length > MAX_CELL_LENGTH ? `${line.slice(0, MAX_CELL_LENGTH)}…` : line;
  return escapeMarkdown(cut);
}

/** A related page as Notion writes it: `Title (address)`, the address its page's or notion.so's. */
const RELATION = /^(.+) \(([^()\s]+)\)$/;
const RELATION_ADDRESS = /(?:%20| )[0-9a-f]{32}\.md$|^https:\/\/www\.notion\.so\//i;
const MAX_RELATIONS_LENGTH = 4000;

/**
 * A value that lists related pages (`Launch (Launch%20<id>.md), Beta (https://www.notion.so/…)`)
 * as links to them, for the converted files' links to follow; null for any other value.
 */
function relationLinks(value: string): string | null {
  if (value.length > MAX_RELATIONS_LENGTH) return null;
  const items = value.trim().split('), ');
  const links: string[] = [];
  for (const [index, part] of items.entries()) {
    const match = RELATION.exec(index < items.length - 1 ? `${part})` : part);
    if (!match || !RELATION_ADDRESS.test(match[2]!)) return null;
    links.push(`[${escapeMarkdown(match[1]!.trim())}](${match[2]})`);
  }
  return links.join(', ');
}

export interface DatabaseTable {
  markdown: string;
  /** The rows the table holds. */
  rows: number;
  /** Whether the CSV had more rows than the table could hold. */
  cut: boolean;
}

/**
 * A database's rows as a Markdown table (the header its first row), each row's title a link to
 * its page when `pageOf` gives one, related pages links that `linked` points at their files.
 */
export function databaseTable(
  csv: string,
  pageOf: (title: string) => string | null,
  linked: (markdown: string) => string,
): DatabaseTable {
  const [header = [], ...records] = parseCsv(csv);
  const columns = Math.min(
    MAX_COLUMNS,
    Math.max(header.length, ...records.map((record) => record.length)),
  );
  if (columns === 0) return { markdown: '', rows: 0, cut: false };
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const padded = (record: string[]) =>
    Array.from({ length: columns }, (_, index) => record[index] ?? '');
  const lines = [
    line(padded(header).map((name) => cell(name) || ' ')),
    `|${' --- |'.repeat(columns)}`,
  ];
  let bytes = Buffer.byteLength(lines.join('\n'));
  let rows = 0;
  for (const record of records) {
    const cells = padded(record).map((value, index) => {
      const links = index > 0 ? relationLinks(value.replace(/\s+/g, ' ')) : null;
      return links === null ? cell(value) : linked(links);
    });
    const page = pageOf(record[0]?.trim() ?? '');
    if (page !== null) cells[0] = `[${cells[0] || 'Untitled'}](${page})`;
    const text = line(cells);
    bytes += Buffer.byteLength(text) + 1;
    if (bytes > MAX_TABLE_BYTES || rows === MAX_ROWS) break;
    lines.push(text);
    rows++;
  }
  return { markdown: lines.join('\n'), rows, cut: rows < records.length };
}

/** `Name: value` when `Name` is one of the database's properties, else null. */
function property(line: string, names: Set<string>): { name: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0 || (line.length > colon + 1 && line[colon + 1] !== ' ')) return null;
  const name = line.slice(0, colon).trim();
  return names.has(name) ? { name, value: line.slice(colon + 1).trim() } : null;
}

/** The lines with those after the title that name the row's properties as a list, or null. */
export function withPropertyList(lines: string[], names: Set<string>): string[] | null {
  let start = 1;
  while (start < lines.length && isBlank(lines[start])) start++;
  let end = start;
  while (end < lines.length && property(lines[end]!, names)) end++;
  if (end === start) return null;
  const list = lines.slice(start, end).map((line) => {
    const { name, value } = property(line, names)!;
    return `- **${escapeMarkdown(name)}:** ${relationLinks(value) ?? value}`;
  });
  const after = isBlank(lines[end]) ? [] : [''];
  return [...lines.slice(0, start), ...list, ...after, ...lines.slice(end)];
}

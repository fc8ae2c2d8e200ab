import { escapeMarkdown, markdownCodeSpan } from '../../../live/export-safety';
import type { InlineItem, Marks } from './confluence-inline';

/**
 * Inline content written as Hangar's Markdown (the export's dialect, export-markdown.ts): text
 * escaped so that it never turns into syntax, marks opened and closed around their runs, hard
 * breaks, images; and the helpers that put blocks in lists and quotes.
 */

type Run = Exclude<InlineItem, { kind: 'file' }>;
type Emphasis = 'bold' | 'italic' | 'strike';
const EMPHASIS: Emphasis[] = ['bold', 'italic', 'strike'];
/** Outermost first; code is a span of its own, inside the others. */
const DELIMITERS: Record<Emphasis, string> = { strike: '~~', bold: '**', italic: '*' };

const isText = (run: Run | undefined): run is Extract<Run, { kind: 'text' }> =>
  run?.kind === 'text';
const sameMarks = (a: Marks, b: Marks) =>
  a.bold === b.bold &&
  a.italic === b.italic &&
  a.strike === b.strike &&
  a.code === b.code &&
  a.link === b.link;

/** White space at the paragraph's ends and around its breaks gone, whitespace runs unmarked. */
function trimmed(items: InlineItem[], breaks: 'hard' | 'space'): Run[] {
  const runs: Run[] = [];
  for (const item of items) {
    const run: Run =
      item.kind === 'file'
        ? { kind: 'text', text: item.text, marks: item.marks }
        : item.kind === 'text'
          ? { ...item }
          : item;
    if (run.kind === 'break' && breaks === 'space') {
      runs.push({ kind: 'text', text: ' ', marks: {} });
    } else runs.push(run);
  }
  const edges = (index: number, edge: 'start' | 'end') => {
    const run = runs[index];
    if (isText(run)) run.text = edge === 'start' ? run.text.trimStart() : run.text.trimEnd();
  };
  for (let index = 0; index < runs.length; index += 1) {
    if (index === 0 || runs[index - 1]?.kind === 'break') edges(index, 'start');
    if (index === runs.length - 1 || runs[index + 1]?.kind === 'break') edges(index, 'end');
  }
  const kept = runs.filter((run) => !isText(run) || run.text !== '');
  while (kept[0]?.kind === 'break') kept.shift();
  while (kept.at(-1)?.kind === 'break') kept.pop();
  for (const run of kept) {
    if (isText(run) && !run.marks.code && run.text.trim() === '') run.marks = {};
  }
  return kept;
}

/** Emphasis that starts or ends with white space does not open or close in Markdown. */
function emphasisAroundWords(runs: Run[]): Run[] {
  let result = runs;
  for (const mark of EMPHASIS) {
    const next: Run[] = [];
    result.forEach((run, index) => {
      if (!isText(run) || !run.marks[mark]) return next.push(run);
      const marked = (neighbour: Run | undefined) => isText(neighbour) && neighbour.marks[mark];
      const starts = !marked(result[index - 1]);
      const ends = !marked(result[index + 1]);
      const unmarked = { ...run.marks, [mark]: undefined };
      const lead = starts ? (/^\s+/.exec(run.text)?.[0] ?? '') : '';
      const trail = ends ? (/\s+$/.exec(run.text.slice(lead.length))?.[0] ?? '') : '';
      if (lead) next.push({ kind: 'text', text: lead, marks: unmarked });
      next.push({ ...run, text: run.text.slice(lead.length, run.text.length - trail.length) });
      if (trail) next.push({ kind: 'text', text: trail, marks: unmarked });
    });
    result = next;
  }
  const joined: Run[] = [];
  for (const run of result) {
    const last = joined.at(-1);
    if (isText(run) && isText(last) && sameMarks(last.marks, run.marks)) last.text += run.text;
    else joined.push(run);
  }
  return joined;
}

type Open = { mark: Emphasis } | { link: string };
const opens = (marks: Marks): Open[] => [
  ...(marks.link ? [{ link: marks.link }] : []),
  ...(['strike', 'bold', 'italic'] as const)
    .filter((mark) => marks[mark])
    .map((mark) => ({ mark })),
];
const sameOpen = (a: Open | undefined, b: Open | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
const opening = (open: Open) => ('link' in open ? '[' : DELIMITERS[open.mark]);
const closing = (open: Open) => ('link' in open ? `](${open.link})` : DELIMITERS[open.mark]);

/**
 * Inline content as Markdown: `breaks` says whether hard breaks stay (a paragraph) or become
 * spaces (a heading, a table cell, where `|` is escaped inside code too).
 */
export function inlineMarkdown(
  items: InlineItem[],
  options: { breaks: 'hard' | 'space'; table?: boolean },
): string {
  const runs = emphasisAroundWords(trimmed(items, options.breaks));
  let markdown = '';
  const stack: Open[] = [];
  const closeTo = (length: number) => {
    while (stack.length > length) markdown += closing(stack.pop()!);
  };
  for (const run of runs) {
    if (!isText(run)) {
      closeTo(0);
      markdown +=
        run.kind === 'break'
          ? '  \n'
          : `![${escapeMarkdown(run.alt.replace(/\s+/g, ' '))}](${run.destination})`;
      continue;
    }
    const wanted = opens(run.marks);
    let common = 0;
    while (common < stack.length && sameOpen(stack[common], wanted[common])) common += 1;
    closeTo(common);
    for (const open of wanted.slice(common)) {
      markdown += opening(open);
      stack.push(open);
    }
    if (!run.marks.code) markdown += escapeMarkdown(run.text);
    else {
      const code = markdownCodeSpan(run.text.replace(/\n/g, ' '));
      markdown += options.table ? code.replace(/\|/g, '\\|') : code;
    }
  }
  closeTo(0);
  return markdown;
}

/** Each line marked as a quote's. */
export const quoted = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** Each line but the first indented by `prefix` (a list item's content under its marker). */
export const indentFollowingLines = (markdown: string, prefix: string) =>
  markdown
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');

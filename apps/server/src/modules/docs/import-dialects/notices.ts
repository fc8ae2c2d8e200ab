/**
 * Another tool's notices and toggles in Hangar's dialect (markdown-structure.ts reads it): a
 * `:::kind` … `:::` block (Outline's notices, Docmost's callouts) becomes a GitHub alert
 * (`> [!NOTE]` and its lines quoted), a toggle becomes `<details><summary>Title</summary>`, its
 * content, `</details>`, each a paragraph of its own. Read line by line, in linear time; fenced
 * code is left as it is.
 */

/** The alerts Hangar reads as callouts: NOTE and IMPORTANT (info), TIP, WARNING, CAUTION. */
type AlertMarker = 'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION';

export interface ContainerSyntax {
  /** The alert each kind of `:::kind` block becomes (kinds in lowercase); another kind, a NOTE. */
  callouts: Record<string, AlertMarker>;
  /** Outline's toggles: `+++` lines (one `+` more a level of nesting) around a title and content. */
  plusToggles: boolean;
  /** Docmost's toggles: `<details>`, `<summary>Title</summary>`, content, `</details>`. */
  htmlDetails: boolean;
}

/** Containers nest at most this deep; deeper markers stay text (the quote prefixes stay short). */
const MAX_DEPTH = 8;

const CALLOUT_OPEN = /^(\s*):::[ \t]?([A-Za-z][\w-]{0,30})\s*$/;
const CALLOUT_CLOSE = /^\s*:::\s*$/;
const PLUS_LINE = /^(\s*)(\+{3,20})\s*$/;
const DETAILS_OPEN =
  /^(\s*)<details(?:\s[^<>]{0,100})?>\s*(?:<summary>(.{0,500}?)<\/summary>\s*)?$/i;
const SUMMARY_LINE = /^\s*<summary>(.{0,500}?)<\/summary>\s*$/i;
const DETAILS_CLOSE = /^\s*<\/details>\s*$/i;
const FENCE = /^\s*(?:(`{3,})[^`]*|(~{3,}).*)$/;
const HEADING_MARKS = /^#{1,6}\s+/;

interface Container {
  type: 'callout' | 'plus' | 'details';
  /** Its marker line's indent, taken off its content's lines. */
  indent: string;
  /** A `+++` toggle's marker, which closes it. */
  marker?: string;
  /** A toggle's title lines while they are read; null once its `<details>` line is written. */
  title: string[] | null;
}

const isBlank = (line: string) => line.trim() === '';

/**
 * The Markdown with the tool's containers in Hangar's form; `approximate` hears what changed.
 * Quoting makes it longer: past four times its length, it is kept as it was.
 */
export function convertContainers(
  markdown: string,
  syntax: ContainerSyntax,
  approximate: (reason: string) => void,
): string {
  const out: string[] = [];
  const stack: Container[] = [];
  let quotes = 0;
  let fence: string | null = null;
  /** A block ended whose next line must not run on into it (a quote's lazy line, a marker). */
  let separate = false;
  /** The line of the blank this conversion added last: a blank line of the text right after it is one. */
  let addedBlank = -1;
  let left = 4 * markdown.length + 1024;
  const put = (text: string) => {
    left -= text.length + 1;
    return out.push(text);
  };

  const prefix = () => (stack[0]?.indent ?? '') + '> '.repeat(quotes);
  /** A line of the text, in the containers it is in (a blank one as their blank line). */
  const write = (text: string) => {
    if (text.trim() === '') {
      separate = false;
      if (addedBlank !== out.length - 1) put(prefix().trimEnd());
      addedBlank = -1;
      return;
    }
    if (separate) gap();
    put(prefix() + text);
  };
  /** A blank line between two blocks, unless there is one. */
  const gap = () => {
    separate = false;
    if (out.length > 0 && out.at(-1) !== prefix().trimEnd()) {
      addedBlank = put(prefix().trimEnd()) - 1;
    }
  };
  const writeTitle = (container: Container) => {
    const title = (container.title ?? []).join(' ').replace(HEADING_MARKS, '').trim();
    container.title = null;
    gap();
    write(`<details><summary>${title}</summary>`);
    gap();
  };
  const close = () => {
    const container = stack.pop()!;
    if (container.type === 'callout') quotes -= 1;
    else {
      if (container.title) writeTitle(container);
      gap();
      write('</details>');
    }
    separate = true;
  };
  const open = (container: Container) => {
    if (container.type === 'callout') gap();
    stack.push(container);
    if (container.type === 'callout') quotes += 1;
  };

  for (const line of markdown.split('\n')) {
    if (left < 0) {
      approximate('Notices and toggles kept as text: they nest too deep');
      return markdown;
    }
    const top = stack.at(-1);
    const content = top && line.startsWith(top.indent) ? line.slice(top.indent.length) : line;
    if (fence !== null) {
      const trimmed = content.trim();
      if (trimmed.length >= fence.length && trimmed === fence[0]!.repeat(trimmed.length)) {
        fence = null;
      }
      write(content);
      continue;
    }
    const fenceLine = FENCE.exec(content);
    const fenceMark = fenceLine?.[1] ?? fenceLine?.[2];
    if (fenceMark) {
      if (top?.title) writeTitle(top);
      fence = fenceMark;
      write(content);
      continue;
    }
    if (top?.title && top.type === 'plus') {
      const marker = PLUS_LINE.exec(line)?.[2];
      if (marker === undefined) {
        if (!isBlank(line)) top.title.push(content.trim());
        else if (top.title.length > 0) writeTitle(top);
        continue;
      }
      if (marker !== top.marker) writeTitle(top);
    }
    if (top?.title && top.type === 'details') {
      if (isBlank(line)) continue;
      const summary = SUMMARY_LINE.exec(line);
      if (summary) {
        top.title.push(summary[1] ?? '');
        writeTitle(top);
        continue;
      }
      writeTitle(top);
    }
    const full = stack.length >= MAX_DEPTH;
    const callout = CALLOUT_OPEN.exec(line);
    const plus = syntax.plusToggles ? PLUS_LINE.exec(line) : null;
    const details = syntax.htmlDetails ? DETAILS_OPEN.exec(line) : null;
    if (CALLOUT_CLOSE.test(line) && top?.type === 'callout') close();
    else if (syntax.htmlDetails && DETAILS_CLOSE.test(line) && top?.type === 'details') close();
    else if (plus && top?.type === 'plus' && top.marker === plus[2]) close();
    else if (full && (callout || plus || details)) {
      approximate('Notices and toggles kept as text: they nest too deep');
      write(content);
    } else if (callout) {
      const kind = callout[2]!.toLowerCase();
      const marker = Object.hasOwn(syntax.callouts, kind) ? syntax.callouts[kind] : undefined;
      if (!marker) approximate(`A callout of an unknown kind ("${kind}") became a note`);
      open({ type: 'callout', indent: callout[1]!, title: null });
      write(`[!${marker ?? 'NOTE'}]`);
      gap();
    } else if (plus) {
      open({ type: 'plus', indent: plus[1]!, marker: plus[2]!, title: [] });
    } else if (details) {
      const container: Container = { type: 'details', indent: details[1]!, title: [] };
      open(container);
      if (details[2] !== undefined) {
        container.title!.push(details[2]);
        writeTitle(container);
      }
    } else write(content);
  }
  while (stack.length > 0) close();
  return out.join('\n');
}

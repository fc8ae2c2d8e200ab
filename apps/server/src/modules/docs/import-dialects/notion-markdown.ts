import { escapeMarkdown } from '../../../live/export-safety';
import { EMOJI } from '../../../live/markdown-structure';
import { withPropertyList } from './notion-databases';

/**
 * A Notion page's Markdown in Hangar's dialect (live/markdown-structure.ts reads it): its callouts
 * (`<aside>` with an emoji first) become GitHub alerts, its toggles (`<details>`, `<summary>` on
 * the next line) Hangar's one-line form, a database row's properties (`Status: Done` lines under
 * the title) a list. Read a line at a time, code blocks left as they are.
 */

/** Deeper callouts and toggles lose their box, not their text (the editor nests so deep only). */
const MAX_CALLOUT_DEPTH = 3;
const MAX_TOGGLE_DEPTH = 6;
const FENCE = /^\s*(`{3,}|~{3,})/;
const ICON_IMAGE = /^<img\s[^>]*>$/i;
const HTML_TAG = /^<\/?([a-z][a-z0-9]{0,20})(?=[\s/>])/i;
const WARNING_EMOJI = new Set(['⚠️', '⚠', '🚧']);
const DANGER_EMOJI = new Set(['🚨', '❗', '‼️', '⛔', '🛑', '❌', '🔥', '☠️']);
const SUCCESS_EMOJI = new Set(['✅', '✔️', '🎉', '👍', '🟢', '🌱']);

export interface ConvertedPage {
  markdown: string;
  /** Whether a property block became a list. */
  properties: boolean;
  /** What came through only approximately, in plain English. */
  approximated: string[];
}

interface PageOptions {
  /** The page's title, written as its heading when the file has none. */
  title: string;
  /** A database row's property names (its CSV's header), or null for another page. */
  propertyNames: Set<string> | null;
  /** A line outside code with its links pointed at the converted files. */
  rewrite: (line: string) => string;
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

function calloutMarker(emoji: string): string {
  if (WARNING_EMOJI.has(emoji)) return 'WARNING';
  if (DANGER_EMOJI.has(emoji)) return 'CAUTION';
  return SUCCESS_EMOJI.has(emoji) ? 'TIP' : 'NOTE';
}

const withoutBlankEdges = (lines: string[]) => {
  let [start, end] = [0, lines.length];
  while (start < end && isBlank(lines[start])) start++;
  while (end > start && isBlank(lines[end - 1])) end--;
  return lines.slice(start, end);
};

interface Frame {
  indent: string;
  lines: string[];
  /** Past the depth limit: its text joins its parent's, without a box. */
  flat: boolean;
}

/** Reads a page, a line at a time, into the lines of Hangar's dialect. */
class PageReader {
  private readonly out: Frame = { indent: '', lines: [], flat: true };
  private readonly callouts: Frame[] = [];
  private boxedCallouts = 0;
  /** Whether each open toggle was written (false past the depth limit). */
  private readonly toggles: boolean[] = [];
  private writtenToggles = 0;
  private summaryAwaited: string | null = null;
  /** After a callout or a toggle's marker: the next text starts a block of its own. */
  private separate = false;
  readonly approximated = new Set<string>();
  readonly tags = new Set<string>();

  private get lines(): string[] {
    return (this.callouts.at(-1) ?? this.out).lines;
  }

  private push(line: string) {
    if (this.separate && !isBlank(line) && !isBlank(this.lines.at(-1))) this.lines.push('');
    this.separate = false;
    this.lines.push(line);
  }

  /** Ends the block before: the lines written next start one of their own. */
  private blankLine() {
    if (!isBlank(this.lines.at(-1))) this.lines.push('');
  }

  private closeCallout() {
    const frame = this.callouts.pop()!;
    if (frame.flat) {
      for (const line of frame.lines) this.push(line);
      return;
    }
    this.boxedCallouts--;
    const { indent } = frame;
    const body = withoutBlankEdges(
      frame.lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)),
    );
    const first = body[0]?.trim() ?? '';
    let emoji = '';
    if (ICON_IMAGE.test(first)) {
      body.shift();
      this.approximated.add("A callout's icon (an image) was left out");
    } else {
      const space = first.indexOf(' ');
      const head = space === -1 ? first : first.slice(0, space);
      if (head.length <= 40 && EMOJI.test(head)) {
        emoji = head;
        const rest = space === -1 ? '' : first.slice(space + 1).trim();
        if (rest === '') body.shift();
        else body[0] = rest;
      }
    }
    this.blankLine();
    this.push(`${indent}> [!${calloutMarker(emoji)}]${emoji ? ` ${emoji}` : ''}`);
    for (const line of withoutBlankEdges(body)) {
      this.push(isBlank(line) ? `${indent}>` : `${indent}> ${line}`);
    }
    this.separate = true;
  }

  private openToggle(indent: string, summary: string) {
    const written = this.writtenToggles < MAX_TOGGLE_DEPTH;
    this.toggles.push(written);
    if (!written) {
      this.approximated.add(`Toggles nested more than ${MAX_TOGGLE_DEPTH} deep became plain text`);
      if (summary) this.push(`${indent}${summary}`);
      this.separate = true;
      return;
    }
    this.writtenToggles++;
    const title = summary.replace(/<[^<>]*>/g, '').trim();
    this.blankLine();
    this.push(`${indent}<details><summary>${title}</summary>`);
    this.separate = true;
  }

  private closeToggle(indent: string) {
    if (!this.toggles.pop()) return;
    this.writtenToggles--;
    this.blankLine();
    this.push(`${indent}</details>`);
    this.separate = true;
  }

  private openCallout(indent: string) {
    const flat = this.boxedCallouts >= MAX_CALLOUT_DEPTH;
    if (flat) {
      this.approximated.add(
        `Callouts nested more than ${MAX_CALLOUT_DEPTH} deep became plain text`,
      );
    } else this.boxedCallouts++;
    this.callouts.push({ indent, lines: [], flat });
  }

  /** Whether a line is the image Notion gives a callout for its icon (its first line). */
  private isCalloutIcon(trimmed: string): boolean {
    const frame = this.callouts.at(-1);
    return frame !== undefined && frame.lines.every(isBlank) && ICON_IMAGE.test(trimmed);
  }

  /** Reads a line outside code: a structural tag, or text. */
  private structure(line: string) {
    const trimmed = line.trim();
    const indent = line.slice(0, line.length - line.trimStart().length);
    if (this.summaryAwaited !== null) {
      const summary = /^<summary>(.*?)(?:<\/summary>)?$/i.exec(trimmed);
      const toggleIndent = this.summaryAwaited;
      this.summaryAwaited = null;
      this.openToggle(toggleIndent, summary?.[1] ?? '');
      if (summary) return;
    }
    const lower = trimmed.toLowerCase();
    if (lower === '<aside>') this.openCallout(indent);
    else if (lower === '</aside>') {
      if (this.callouts.length > 0) this.closeCallout();
    } else if (lower === '<details>' || lower === '<details open>') this.summaryAwaited = indent;
    else if (/^<details(?: open)?><summary>/i.test(trimmed)) {
      this.openToggle(indent, /<summary>(.*?)(?:<\/summary>)?$/i.exec(trimmed)?.[1] ?? '');
    } else if (lower === '</details>') this.closeToggle(indent);
    else {
      const tag = HTML_TAG.exec(trimmed)?.[1];
      if (tag && !this.isCalloutIcon(trimmed)) this.tags.add(tag.toLowerCase());
      this.push(line);
    }
  }

  read(lines: string[], rewrite: (line: string) => string): string[] {
    let fence: string | null = null;
    for (const line of lines) {
      const marker = FENCE.exec(line)?.[1];
      if (fence !== null) {
        this.push(line);
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      } else if (marker) {
        fence = marker;
        this.push(line);
      } else this.structure(rewrite(line));
    }
    if (this.summaryAwaited !== null) this.openToggle(this.summaryAwaited, '');
    while (this.callouts.length > 0) this.closeCallout();
    while (this.toggles.length > 0) this.closeToggle('');
    if (this.tags.size > 0) {
      const tags = [...this.tags].map((tag) => `<${tag}>`).join(', ');
      this.approximated.add(`Notion's HTML (${tags}) was kept as text`);
    }
    return this.out.lines;
  }
}

/** A Notion page's Markdown in Hangar's dialect. */
export function convertPage(text: string, options: PageOptions): ConvertedPage {
  let lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!/^# /.test(lines[0] ?? '')) lines.unshift(`# ${escapeMarkdown(options.title)}`, '');
  const listed = options.propertyNames && withPropertyList(lines, options.propertyNames);
  if (listed) lines = listed;
  const reader = new PageReader();
  const converted = reader.read(lines, options.rewrite);
  return {
    markdown: `${withoutBlankEdges(converted).join('\n')}\n`,
    properties: Boolean(listed),
    approximated: [...reader.approximated],
  };
}

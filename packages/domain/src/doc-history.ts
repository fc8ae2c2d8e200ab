import { diffArrays, diffWords, diffWordsWithSpace } from 'diff';
import { DAY_MS } from './durations';

/**
 * Page history (issue 20): which versions a doc keeps, how many words a version added and
 * removed, and what changed between two versions, block by block and word by word.
 */

/** How long a diff may take before the comparison gives up and shows whole blocks instead. */
const DIFF_TIMEOUT_MS = 250;

export interface DatedVersion {
  id: number;
  createdAt: Date;
}

/** A version kept by the retention, with the versions of its day it now stands for. */
export interface KeptVersion {
  id: number;
  absorbed: number[];
}

/**
 * Retention: every version newer than `keepAllSince`, and of the older ones the last of each day
 * (UTC), which absorbs the others of its day (their changes, their authors). `versions` oldest
 * first; returns only the kept versions that absorb at least one other.
 */
export function versionsToMerge(versions: DatedVersion[], keepAllSince: Date): KeptVersion[] {
  const merges: KeptVersion[] = [];
  let day: number | null = null;
  let pending: number[] = [];
  let last: number | null = null;
  const close = () => {
    if (last !== null && pending.length > 0) merges.push({ id: last, absorbed: pending });
  };
  for (const version of versions) {
    if (version.createdAt >= keepAllSince) break;
    const versionDay = Math.floor(version.createdAt.getTime() / DAY_MS);
    if (versionDay !== day) {
      close();
      day = versionDay;
      pending = [];
    } else if (last !== null) {
      pending.push(last);
    }
    last = version.id;
  }
  close();
  return merges;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** How many words `after` has that `before` had not, and the reverse. */
export function wordChanges(before: string, after: string): { added: number; removed: number } {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return { added: wordCount(after), removed: wordCount(before) };
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    if (change.added) added += wordCount(change.value);
    else if (change.removed) removed += wordCount(change.value);
  }
  return { added, removed };
}

/** The rich text of a doc, as much of it as a comparison needs (ProseMirror JSON). */
export interface RichTextLike {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextLike[];
  text?: string;
}

export type BlockKind =
  'paragraph' | 'heading' | 'bullet' | 'ordered' | 'task' | 'quote' | 'code' | 'object';

/** One block of text of a doc: a paragraph, a heading, a list item's line... */
export interface TextBlock {
  kind: BlockKind;
  /** The heading's level (1 to 3); a list item's depth (1 for the outer list). */
  level: number;
  /** A task's box. */
  checked: boolean;
  text: string;
}

export type Change = 'same' | 'added' | 'removed';

export interface ComparedBlock extends Omit<TextBlock, 'text'> {
  /** `same` with some parts added or removed when the block was edited. */
  change: Change;
  parts: { text: string; change: Change }[];
}

const LISTS: Record<string, BlockKind> = {
  bulletList: 'bullet',
  orderedList: 'ordered',
  taskList: 'task',
};

const attr = (node: RichTextLike, name: string): string => {
  const value = node.attrs?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function inlineText(node: RichTextLike): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'mention') return `@${attr(node, 'label')}`;
  if (node.type === 'inlineMath') return `$${attr(node, 'latex')}$`;
  if (node.type === 'pageLink') return `[[${attr(node, 'title')}]]`;
  return (node.content ?? []).map(inlineText).join('');
}

/**
 * The blocks without text of their own (formulas, embeds, files, live views...), in words: a
 * version that added, removed or changed one shows it like a line of text.
 */
const OBJECT_TEXT: Record<string, (node: RichTextLike) => string> = {
  blockMath: (node) => `$$${attr(node, 'latex')}$$`,
  embed: (node) => `Embed: ${attr(node, 'url')}`,
  attachment: (node) => `File: ${attr(node, 'name')}`,
  image: (node) => `Image: ${attr(node, 'alt') || attr(node, 'src')}`,
  projectView: (node) => {
    const range = [attr(node, 'from'), attr(node, 'to')].filter(Boolean).join(' to ');
    return `Live view: ${attr(node, 'view')}${range ? ` (${range})` : ''}`;
  },
  tableOfContents: () => 'Table of contents',
  subpages: () => 'Subpages',
  horizontalRule: () => 'Divider',
};

/** The doc's blocks of text in reading order, each with the list or quote it sits in. */
export function textBlocks(doc: RichTextLike | null): TextBlock[] {
  const blocks: TextBlock[] = [];
  const walk = (
    node: RichTextLike,
    context: { kind: BlockKind; depth: number; checked: boolean },
  ) => {
    const list = LISTS[node.type];
    if (list) {
      for (const item of node.content ?? []) {
        walk(item, {
          kind: list,
          depth: context.depth + 1,
          checked: item.attrs?.checked === true,
        });
      }
      return;
    }
    if (node.type === 'blockquote') {
      for (const child of node.content ?? []) walk(child, { ...context, kind: 'quote' });
      return;
    }
    const object = OBJECT_TEXT[node.type];
    if (object) {
      blocks.push({ kind: 'object', level: 0, checked: false, text: object(node) });
      return;
    }
    const textual = node.type === 'paragraph' || node.type === 'heading';
    if (textual || node.type === 'codeBlock') {
      const kind: BlockKind =
        node.type === 'heading' ? 'heading' : node.type === 'codeBlock' ? 'code' : context.kind;
      const level = node.type === 'heading' ? Number(node.attrs?.level ?? 1) : context.depth;
      blocks.push({ kind, level, checked: context.checked, text: inlineText(node) });
      return;
    }
    for (const child of node.content ?? []) walk(child, context);
  };
  if (doc) walk(doc, { kind: 'paragraph', depth: 0, checked: false });
  return blocks;
}

/** A formula's "$$", an embed's "Embed", a file's "File"...: what sort of object a block is. */
const objectSort = (text: string) => (text.startsWith('$$') ? '$$' : text.split(':')[0]);

/** Blocks one may be an edit of the other: a file is never shown as an edited embed. */
const sameSort = (a: TextBlock, b: TextBlock) =>
  a.kind === b.kind && (a.kind !== 'object' || objectSort(a.text) === objectSort(b.text));

const sameBlock = (a: TextBlock, b: TextBlock) =>
  a.kind === b.kind && a.level === b.level && a.checked === b.checked && a.text === b.text;

function whole(block: TextBlock, change: Change): ComparedBlock {
  const { text, ...shape } = block;
  return { ...shape, change, parts: text ? [{ text, change }] : [] };
}

function edited(before: TextBlock, after: TextBlock): ComparedBlock {
  const { text, ...shape } = after;
  const words = diffWordsWithSpace(before.text, text, { timeout: DIFF_TIMEOUT_MS });
  if (!words) return whole(after, 'added');
  return {
    ...shape,
    change: 'same',
    parts: words.map((word) => ({
      text: word.value,
      change: word.added ? 'added' : word.removed ? 'removed' : 'same',
    })),
  };
}

/**
 * What changed from `before` to `after`: every block of both in reading order, a block edited in
 * place shown once with its words added and removed, a block added or removed shown whole.
 */
function hasContent(block: TextBlock): boolean {
  return block.kind !== 'paragraph' || block.text.trim() !== '';
}

export function compareDocs(before: RichTextLike | null, after: RichTextLike): ComparedBlock[] {
  // An empty line is spacing, not content: adding or removing one is no change worth showing.
  const old = textBlocks(before).filter(hasContent);
  const current = textBlocks(after).filter(hasContent);
  const runs = diffArrays(old, current, { comparator: sameBlock, timeout: DIFF_TIMEOUT_MS });
  if (!runs) return current.map((block) => whole(block, 'added'));
  const compared: ComparedBlock[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const next = runs[i + 1];
    if (run.removed && next?.added) {
      // Removed blocks followed by added ones: the first of each pair were edited in place.
      const pairs = Math.min(run.value.length, next.value.length);
      for (let k = 0; k < pairs; k++) {
        const [was, is] = [run.value[k]!, next.value[k]!];
        if (sameSort(was, is)) compared.push(edited(was, is));
        else compared.push(whole(was, 'removed'), whole(is, 'added'));
      }
      for (const block of run.value.slice(pairs)) compared.push(whole(block, 'removed'));
      for (const block of next.value.slice(pairs)) compared.push(whole(block, 'added'));
      i++;
      continue;
    }
    const change: Change = run.added ? 'added' : run.removed ? 'removed' : 'same';
    for (const block of run.value) compared.push(whole(block, change));
  }
  return compared;
}

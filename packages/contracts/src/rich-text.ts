import { HIGHLIGHT_COLOR_NAMES, TEXT_COLOR_NAMES } from '@hangar/domain';
import { z } from 'zod';
import { textField } from './fields';

/**
 * Rich text as the editor stores it (ProseMirror JSON), limited to the editor's schema: only
 * these nodes and marks, safe link targets, bounded size. No HTML ever crosses the API.
 */
export const RICH_TEXT_NODES = [
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'taskList',
  'taskItem',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'hardBreak',
  'text',
  /** A person named in the text: attrs `id` (their user id, in digits) and `label` (their name). */
  'mention',
] as const;

const FORMAT_MARKS = ['bold', 'italic', 'strike', 'underline', 'code'] as const;
export const RICH_TEXT_MARKS = [...FORMAT_MARKS, 'link'] as const;

/** How deep nodes may nest: far more than the editor makes, far less than a recursive check survives. */
export const MAX_RICH_TEXT_DEPTH = 100;
export const RICH_TEXT_TOO_DEEP = `Rich text may nest at most ${MAX_RICH_TEXT_DEPTH} levels deep`;

const attrName = textField({ trim: false }).max(100);
const attrValue = (maxLength: number) =>
  z.union([textField({ trim: false }).max(maxLength), z.number(), z.boolean(), z.null()]);

const safeHref = textField({ trim: false })
  .max(2000)
  .regex(/^(https?:\/\/|mailto:|\/)/i, 'Invalid url');

const linkMark = z.object({
  type: z.literal('link'),
  attrs: z
    .object({ href: safeHref })
    .catchall(attrValue(2000))
    .refine(
      (attrs) => Object.keys(attrs).every((name) => attrName.safeParse(name).success),
      'Invalid attribute name',
    ),
});
const formatMark = z.object({ type: z.enum(FORMAT_MARKS) });

const mark = z.discriminatedUnion('type', [linkMark, formatMark]);

/** The marks of a doc's content: those of rich text, and text colours and highlights of the palette. */
export const docMark = z.discriminatedUnion('type', [
  linkMark,
  formatMark,
  z.object({
    type: z.literal('textStyle'),
    attrs: z.object({ color: z.enum(TEXT_COLOR_NAMES, 'A text colour of the palette') }).strict(),
  }),
  z.object({
    type: z.literal('highlight'),
    attrs: z
      .object({ color: z.enum(HIGHLIGHT_COLOR_NAMES, 'A highlight colour of the palette') })
      .strict()
      .optional(),
  }),
]);
export type DocMark = z.infer<typeof docMark>;

/** A node of rich text whose nodes are of these types (a doc's content takes more than a log's). */
export interface RichTextNodeOf<Type extends string> {
  type: Type;
  attrs?: Record<string, string | number | boolean | null>;
  content?: RichTextNodeOf<Type>[];
  marks?: DocMark[];
  text?: string;
}

export type RichTextNode = RichTextNodeOf<(typeof RICH_TEXT_NODES)[number]>;

/** The recursive schema of rich text made of the `types` given, and of rich text's marks or `marks`. */
export function richTextNodeOf<const Type extends string>(
  types: readonly [Type, ...Type[]],
  marks: z.ZodType<DocMark, DocMark> = mark,
): z.ZodType<RichTextNodeOf<Type>, RichTextNodeOf<Type>> {
  const node: z.ZodType<RichTextNodeOf<Type>, RichTextNodeOf<Type>> = z.lazy(() =>
    z
      .object({
        type: z.enum(types),
        // 2000: a formula's LaTeX and an embed's link are attributes.
        attrs: z.record(attrName, attrValue(2000)).optional(),
        content: z.array(node).max(2000).optional(),
        marks: z.array(marks).max(10).optional(),
        text: textField({ multiline: true, trim: false }).max(20_000).optional(),
      })
      .strict(),
  );
  return node;
}

export const richTextNode = richTextNodeOf(RICH_TEXT_NODES);

/** How many levels of `content` a value nests, counted without recursion, up to `limit` + 1. */
export function richTextDepth(value: unknown, limit = MAX_RICH_TEXT_DEPTH): number {
  let deepest = 0;
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    deepest = Math.max(deepest, next.depth);
    if (deepest > limit) break;
    const content =
      typeof next.node === 'object' && next.node !== null && 'content' in next.node
        ? next.node.content
        : undefined;
    if (!Array.isArray(content)) continue;
    for (const child of content as unknown[]) pending.push({ node: child, depth: next.depth + 1 });
  }
  return deepest;
}

/**
 * A whole rich-text document; at most 200 KB of JSON. Its depth is checked first, so a document
 * nested thousands of levels deep is refused before the recursive schema could overflow the stack.
 */
export const richTextDoc = z
  .custom<RichTextNode>((value) => richTextDepth(value) <= MAX_RICH_TEXT_DEPTH, RICH_TEXT_TOO_DEEP)
  .pipe(richTextNode)
  .refine(
    (node) => node.type === 'doc' && JSON.stringify(node).length <= 200_000,
    'Invalid rich text',
  );

export function emptyRichText(): RichTextNode {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

/** The words of a rich-text document, one block a line (for search and e-mails). */
export function richTextToPlain(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'mention') return `@${String(node.attrs?.label ?? '')}`;
  const inner = (node.content ?? []).map(richTextToPlain).join('');
  return node.type === 'doc' ? inner.trim() : `${inner}\n`;
}

/** The user id a mention node names, or null when its `id` is no user id. */
export function mentionedUserId(id: unknown): number | null {
  const value = typeof id === 'number' ? String(id) : id;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The people a rich-text document mentions, each with the words of the block naming them first. */
export function richTextMentions(doc: RichTextNode): Map<number, string> {
  const found = new Map<number, string>();
  const visit = (node: RichTextNode, block: RichTextNode) => {
    if (node.type === 'mention') {
      const userId = mentionedUserId(node.attrs?.id);
      if (userId !== null && !found.has(userId)) found.set(userId, richTextToPlain(block).trim());
      return;
    }
    const inline = (node.content ?? []).some(
      (child) => child.type === 'text' || child.type === 'mention',
    );
    for (const child of node.content ?? []) visit(child, inline ? node : child);
  };
  visit(doc, doc);
  return found;
}

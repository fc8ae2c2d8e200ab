import { z } from 'zod';

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
] as const;

const FORMAT_MARKS = ['bold', 'italic', 'strike', 'underline', 'code'] as const;
export const RICH_TEXT_MARKS = [...FORMAT_MARKS, 'link'] as const;

const safeHref = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|mailto:|\/)/i, 'Invalid url');

const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), attrs: z.object({ href: safeHref }).loose() }),
  z.object({ type: z.enum(FORMAT_MARKS) }),
]);

export interface RichTextNode {
  type: (typeof RICH_TEXT_NODES)[number];
  attrs?: Record<string, string | number | boolean | null>;
  content?: RichTextNode[];
  marks?: z.infer<typeof mark>[];
  text?: string;
}

export const richTextNode: z.ZodType<RichTextNode, RichTextNode> = z.lazy(() =>
  z
    .object({
      type: z.enum(RICH_TEXT_NODES),
      attrs: z
        .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
        .optional(),
      content: z.array(richTextNode).max(2000).optional(),
      marks: z.array(mark).max(10).optional(),
      text: z.string().max(20_000).optional(),
    })
    .strict(),
);

/** A whole rich-text document; at most 200 KB of JSON. */
export const richTextDoc = richTextNode.refine(
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
  const inner = (node.content ?? []).map(richTextToPlain).join('');
  return node.type === 'doc' ? inner.trim() : `${inner}\n`;
}

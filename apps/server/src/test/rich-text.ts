import type { RichTextNode } from '@hangar/contracts';

/** A one-paragraph rich-text description. */
export const richText = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }],
});

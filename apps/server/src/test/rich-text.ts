import type { RichTextNode } from '@hangar/contracts';

/** A one-paragraph rich-text description. */
export const richText = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }],
});

/** A one-paragraph description whose text is followed by a mention of someone. */
export const mentioning = (text: string, user: { id: number; label: string }): RichTextNode => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text },
        { type: 'mention', attrs: { id: String(user.id), label: user.label } },
      ],
    },
  ],
});

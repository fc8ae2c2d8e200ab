import type { Editor } from '@tiptap/core';
import { modals } from '@mantine/modals';
import { EmbedForm } from './EmbedForm';

/** Asks for a link to embed, then puts the embed where the caret is. */
export function openEmbedDialog(editor: Editor): void {
  const id = modals.open({
    title: 'Embed a page',
    children: (
      <EmbedForm
        onEmbed={(url, provider) => {
          modals.close(id);
          editor.chain().focus().insertContent({ type: 'embed', attrs: { url, provider } }).run();
        }}
      />
    ),
    onClose: () => editor.commands.focus(),
  });
}

import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { testDocEditor } from '../../test-editor';

function editorWith(html: string, caret: number): Editor {
  const editor = testDocEditor(html, { attached: true });
  editor.commands.setTextSelection(caret);
  return editor;
}

/** Pastes `text` as the browser does: a paste event carrying it as plain text. */
function paste(target: Editor, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.view.dom.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('a link pasted in a doc', () => {
  it('becomes the embed of its site when pasted alone on an empty line', () => {
    const target = editorWith('<p>Launch review</p><p></p>', 16);
    paste(target, ` ${VIDEO}\n`);
    expect(target.getJSON().content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Launch review' }] },
      { type: 'embed', attrs: { url: VIDEO, provider: 'youtube' } },
      { type: 'paragraph' },
    ]);
    // The caret on the new line below it: writing goes on.
    target.commands.insertContent('Notes');
    expect(target.getJSON().content?.[2]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Notes' }],
    });
  });

  it('stays a link inside a sentence, and plain text for a site Hangar does not embed', () => {
    const inSentence = editorWith('<p>Watch </p>', 7);
    paste(inSentence, VIDEO);
    expect(inSentence.getJSON().content?.some((node) => node.type === 'embed')).toBe(false);
    expect(inSentence.getText()).toContain(VIDEO);
    inSentence.destroy();

    const other = editorWith('<p></p>', 1);
    paste(other, 'https://example.com/watch?v=1');
    expect(other.getJSON().content?.some((node) => node.type === 'embed')).toBe(false);
    expect(other.getText()).toBe('https://example.com/watch?v=1');
  });
});

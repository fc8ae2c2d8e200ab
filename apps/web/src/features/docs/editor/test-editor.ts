import { Editor } from '@tiptap/core';
import * as Y from 'yjs';
import { docExtensions } from './extensions';

/**
 * A doc editor for tests: every extension of the doc page, on a Y.Doc of its own, without a live
 * connection; in the page (for paste and focus) when `attached`. The test destroys it.
 */
export function testDocEditor(html = '', { attached = false } = {}): Editor {
  const element = document.createElement('div');
  if (attached) document.body.append(element);
  const editor = new Editor({
    element,
    extensions: docExtensions({
      ydoc: new Y.Doc(),
      provider: null,
      user: { name: 'Ada', color: '#336699' },
      pickImage: () => {},
    }),
  });
  if (html) editor.commands.setContent(html);
  return editor;
}

import { Editor, type JSONContent } from '@tiptap/core';
import { yDocToProsemirrorJSON } from '@tiptap/y-tiptap';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD, richTextExtensions } from '../../docs/editor/extensions';
import { testDocEditor } from '../../docs/editor/test-editor';
import { insertMentionAt, mentionAttrs, mentionContent } from './mention-extension';

const grace = { id: 12, fullname: 'Grace Hopper', avatar: null };
const MENTION = { type: 'mention', attrs: { id: '12', label: 'Grace Hopper' } };

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function logEditor(content?: JSONContent): Editor {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions(''),
    content,
  });
  return editor;
}

describe('mentionContent', () => {
  it('is the mention (the id in digits, the full name) and a space', () => {
    expect(mentionAttrs({ id: 12, fullname: ' Grace Hopper ' })).toEqual(MENTION.attrs);
    expect(mentionContent(grace)).toEqual([MENTION, { type: 'text', text: ' ' }]);
  });
});

describe('the mention node', () => {
  it('keeps to id and label in a log description, and reads "@Full Name"', () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask ' }, MENTION] }],
    };
    const current = logEditor(doc);
    expect(current.getJSON()).toEqual(doc);
    expect(current.getText()).toBe('Ask @Grace Hopper');
    const span = current.view.dom.querySelector('span[data-type="mention"]');
    expect(span?.textContent).toBe('@Grace Hopper');
    expect(span?.getAttribute('data-id')).toBe('12');
    expect(span?.closest('a')).toBeNull();
  });

  it('replaces the typed "@gra" with the mention and a space', () => {
    const current = logEditor();
    current.commands.insertContent('Ask @gra');
    const to = current.state.selection.from;
    insertMentionAt(current, { from: to - 4, to }, grace);
    current.commands.insertContent('today');
    expect(current.getJSON().content?.[0]?.content).toEqual([
      { type: 'text', text: 'Ask ' },
      MENTION,
      { type: 'text', text: ' today' },
    ]);
  });

  it('is a Yjs element "mention" with the attributes id and label in a doc', () => {
    const ydoc = new Y.Doc();
    const current = testDocEditor('', { ydoc });
    current.commands.insertContent([{ type: 'text', text: 'Hi ' }, ...mentionContent(grace)]);
    const paragraph = ydoc.getXmlFragment(EDITOR_FIELD).get(0) as Y.XmlElement;
    const element = paragraph.toArray().find((node) => node instanceof Y.XmlElement);
    expect(element?.nodeName).toBe('mention');
    expect(element?.getAttributes()).toEqual(MENTION.attrs);
    // What another editor (or the server) reads back from the Y.Doc.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(ydoc));
    expect(JSON.stringify(yDocToProsemirrorJSON(copy, EDITOR_FIELD))).toContain(
      JSON.stringify(MENTION),
    );
  });
});

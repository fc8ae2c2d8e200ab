import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testDocEditor } from './test-editor';
import { filterSlashCommands, runSlashCommand } from './slash-commands';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function newEditor(): Editor {
  editor?.destroy();
  editor = testDocEditor();
  return editor;
}

/** Types "/query" then runs the first command it finds, then types `after` where the caret is. */
function runQuery(query: string, after = ''): Editor {
  const current = newEditor();
  current.commands.insertContent(`/${query}`);
  const command = filterSlashCommands(query)[0];
  if (!command) throw new Error(`no command for ${query}`);
  const to = current.state.selection.from;
  runSlashCommand(current, { from: to - query.length - 1, to }, command, { pickImage: () => {} });
  if (after) current.commands.insertContent(after);
  return current;
}

const firstBlock = (current: Editor) => current.getJSON().content?.[0];

describe('the structural blocks of the slash menu', () => {
  it('inserts callouts of each kind, a toggle, columns, contents and subpages, the caret inside', () => {
    expect(firstBlock(runQuery('warning callout', 'Careful'))).toEqual({
      type: 'callout',
      attrs: { kind: 'warning', emoji: null },
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Careful' }] }],
    });
    expect(firstBlock(runQuery('callout'))?.attrs).toEqual({ kind: 'info', emoji: null });
    expect(firstBlock(runQuery('toggle', 'Title'))).toMatchObject({
      type: 'details',
      content: [{ type: 'detailsSummary', content: [{ type: 'text', text: 'Title' }] }, {}],
    });
    const columns = firstBlock(runQuery('3 columns', 'Left'));
    expect(columns?.content?.map((column) => column.type)).toEqual(['column', 'column', 'column']);
    expect(columns?.content?.[0]).toEqual({
      type: 'column',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Left' }] }],
    });
    expect(firstBlock(runQuery('2 columns'))?.content).toHaveLength(2);
    expect(firstBlock(runQuery('toc'))?.type).toBe('tableOfContents');
    expect(firstBlock(runQuery('subpages'))?.type).toBe('subpages');
  });

  it('leaves a callout, a toggle or columns on Enter in their empty last line', () => {
    const current = runQuery('warning callout', 'Careful');
    current.commands.keyboardShortcut('Enter');
    current.commands.keyboardShortcut('Enter');
    current.commands.insertContent('After');
    expect(current.getJSON().content?.map((node) => node.type)).toEqual(['callout', 'paragraph']);
    expect(current.getJSON().content?.[0]?.content).toHaveLength(1);
    const columns = runQuery('2 columns', 'Left');
    columns.commands.keyboardShortcut('Enter');
    columns.commands.keyboardShortcut('Enter');
    expect(columns.getJSON().content?.map((node) => node.type)).toEqual(['columns', 'paragraph']);
    const toggle = newEditor();
    toggle.commands.setContent({
      type: 'doc',
      content: [
        {
          type: 'details',
          content: [
            { type: 'detailsSummary', content: [{ type: 'text', text: 'More' }] },
            {
              type: 'detailsContent',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hidden' }] }],
            },
          ],
        },
      ],
    });
    // The end of "Hidden": Enter makes a line, Enter again leaves the toggle.
    toggle.commands.setTextSelection(15);
    toggle.commands.keyboardShortcut('Enter');
    toggle.commands.keyboardShortcut('Enter');
    toggle.commands.insertContent('After');
    expect(toggle.getJSON().content?.map((node) => node.type)).toEqual(['details', 'paragraph']);
    expect(toggle.getJSON().content?.[1]?.content).toEqual([{ type: 'text', text: 'After' }]);
    const toc = runQuery('toc', 'Below');
    expect(toc.getJSON().content?.map((node) => node.type)).toEqual([
      'tableOfContents',
      'paragraph',
    ]);
  });

  it('makes a callout from ":::danger " and a toggle from ">> " at a line start', () => {
    /** Types `text` then a space as the keyboard does (input rules run on typed text only). */
    const typed = (text: string) => {
      const current = newEditor();
      current.commands.insertContent(text);
      const at = current.state.selection.from;
      current.view.someProp('handleTextInput', (handler) =>
        handler(current.view, at, at, ' ', () => current.state.tr.insertText(' ', at)),
      );
      return current;
    };
    expect(firstBlock(typed(':::danger'))).toMatchObject({
      type: 'callout',
      attrs: { kind: 'danger' },
    });
    expect(firstBlock(typed('>>'))).toMatchObject({
      type: 'details',
      content: [{ type: 'detailsSummary' }, { type: 'detailsContent' }],
    });
    expect(firstBlock(typed(':::other'))?.type).toBe('paragraph');
    // After another callout: a callout of its own, not joined to it.
    const second = runQuery('warning callout', 'First');
    second.commands.keyboardShortcut('Enter');
    second.commands.keyboardShortcut('Enter');
    second.commands.insertContent(':::info');
    const at = second.state.selection.from;
    second.view.someProp('handleTextInput', (handler) =>
      handler(second.view, at, at, ' ', () => second.state.tr.insertText(' ', at)),
    );
    expect(
      second
        .getJSON()
        .content?.map((node) => node.attrs?.kind)
        .slice(0, 2),
    ).toEqual(['warning', 'info']);
  });
});

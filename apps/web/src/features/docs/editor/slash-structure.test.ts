import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { runSlashQuery, testDocEditor } from './test-editor';

const firstBlock = (current: Editor) => current.getJSON().content?.[0];

describe('the structural blocks of the slash menu', () => {
  it('inserts callouts of each kind, a toggle, columns, contents and subpages, the caret inside', () => {
    expect(firstBlock(runSlashQuery('warning callout', 'Careful'))).toEqual({
      type: 'callout',
      attrs: { kind: 'warning', emoji: null },
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Careful' }] }],
    });
    expect(firstBlock(runSlashQuery('callout'))?.attrs).toEqual({ kind: 'info', emoji: null });
    expect(firstBlock(runSlashQuery('toggle', 'Title'))).toMatchObject({
      type: 'details',
      content: [{ type: 'detailsSummary', content: [{ type: 'text', text: 'Title' }] }, {}],
    });
    const columns = firstBlock(runSlashQuery('3 columns', 'Left'));
    expect(columns?.content?.map((column) => column.type)).toEqual(['column', 'column', 'column']);
    expect(columns?.content?.[0]).toEqual({
      type: 'column',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Left' }] }],
    });
    expect(firstBlock(runSlashQuery('2 columns'))?.content).toHaveLength(2);
    expect(firstBlock(runSlashQuery('toc'))?.type).toBe('tableOfContents');
    expect(firstBlock(runSlashQuery('subpages'))?.type).toBe('subpages');
  });

  it('leaves a callout, a toggle or columns on Enter in their empty last line', () => {
    const current = runSlashQuery('warning callout', 'Careful');
    current.commands.keyboardShortcut('Enter');
    current.commands.keyboardShortcut('Enter');
    current.commands.insertContent('After');
    expect(current.getJSON().content?.map((node) => node.type)).toEqual(['callout', 'paragraph']);
    expect(current.getJSON().content?.[0]?.content).toHaveLength(1);
    const columns = runSlashQuery('2 columns', 'Left');
    columns.commands.keyboardShortcut('Enter');
    columns.commands.keyboardShortcut('Enter');
    expect(columns.getJSON().content?.map((node) => node.type)).toEqual(['columns', 'paragraph']);
    const toggle = testDocEditor();
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
    const toc = runSlashQuery('toc', 'Below');
    expect(toc.getJSON().content?.map((node) => node.type)).toEqual([
      'tableOfContents',
      'paragraph',
    ]);
  });

  it('makes a callout from ":::danger " and a toggle from ">> " at a line start', () => {
    /** Types `text` then a space as the keyboard does (input rules run on typed text only). */
    const typed = (text: string) => {
      const current = testDocEditor();
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
    const second = runSlashQuery('warning callout', 'First');
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

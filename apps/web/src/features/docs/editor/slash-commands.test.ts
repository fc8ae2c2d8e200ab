import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docExtensions } from './extensions';
import { filterSlashCommands, runSlashCommand, SLASH_COMMANDS } from './slash-commands';

const titles = (query: string) => filterSlashCommands(query).map((command) => command.title);

describe('filterSlashCommands', () => {
  it('finds a block by its title or by a keyword', () => {
    expect(titles('tab')).toEqual(['Table']);
    expect(titles('todo')).toEqual(['Task list']);
    expect(titles('h2')).toEqual(['Heading 2']);
    expect(titles('hr')).toEqual(['Divider']);
    expect(titles('  QUOTE ')).toEqual(['Quote']);
  });

  it('lists every block for an empty query and none for an unknown word', () => {
    expect(filterSlashCommands('')).toEqual(SLASH_COMMANDS);
    expect(filterSlashCommands('zebra')).toEqual([]);
  });
});

describe('runSlashCommand', () => {
  let editor: Editor | null = null;
  afterEach(() => editor?.destroy());

  /** Types "/query" in an empty doc, then runs the first command the query finds. */
  function runQuery(query: string): string {
    editor?.destroy();
    editor = new Editor({
      element: document.createElement('div'),
      extensions: docExtensions({
        ydoc: new Y.Doc(),
        provider: null,
        user: { name: 'Ada', color: '#336699' },
        pickImage: () => {},
      }),
    });
    editor.commands.insertContent(`/${query}`);
    const command = filterSlashCommands(query)[0];
    if (!command) throw new Error(`no command for ${query}`);
    const to = editor.state.selection.from;
    runSlashCommand(editor, { from: to - query.length - 1, to }, command, { pickImage: () => {} });
    return editor.getHTML();
  }

  it('replaces the typed "/query" with the block', () => {
    expect(runQuery('table')).toMatch(/^<table[\s\S]*<th/);
    expect(runQuery('todo')).toContain('<ul data-type="taskList">');
    expect(runQuery('h2')).toMatch(/^<h2><\/h2>/);
    expect(runQuery('quote')).toMatch(/^<blockquote><p><\/p><\/blockquote>/);
    expect(runQuery('code')).toMatch(/^<pre><code><\/code><\/pre>/);
    expect(runQuery('divider')).toContain('<hr>');
    expect(runQuery('ol')).toMatch(/^<ol><li><p><\/p><\/li><\/ol>/);
  });
});

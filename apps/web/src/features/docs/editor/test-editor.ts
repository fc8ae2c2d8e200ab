import { Editor } from '@tiptap/core';
import { onTestFinished } from 'vitest';
import * as Y from 'yjs';
import { docExtensions } from './extensions';
import { filterSlashCommands, runSlashCommand } from './slash-commands';

interface TestDocEditorOptions {
  /** In the page (for paste and focus). */
  attached?: boolean;
  /** The Y.Doc it edits; one of its own by default. */
  ydoc?: Y.Doc;
}

/**
 * A doc editor for tests: every extension of the doc page, without a live connection. Called in
 * a test, which destroys it when it ends.
 */
export function testDocEditor(html = '', options: TestDocEditorOptions = {}): Editor {
  const { attached = false, ydoc = new Y.Doc() } = options;
  const element = document.createElement('div');
  if (attached) document.body.append(element);
  const editor = new Editor({
    element,
    extensions: docExtensions({
      ydoc,
      provider: null,
      user: { name: 'Ada', color: '#336699' },
      pickImage: () => {},
    }),
  });
  onTestFinished(() => editor.destroy());
  if (html) editor.commands.setContent(html);
  return editor;
}

/**
 * In a new test editor, types "/query", runs the first command the query finds, then types
 * `after` where the caret is.
 */
export function runSlashQuery(query: string, after = ''): Editor {
  const editor = testDocEditor();
  editor.commands.insertContent(`/${query}`);
  const command = filterSlashCommands(query)[0];
  if (!command) throw new Error(`no command for ${query}`);
  const to = editor.state.selection.from;
  runSlashCommand(editor, { from: to - query.length - 1, to }, command, { pickImage: () => {} });
  if (after) editor.commands.insertContent(after);
  return editor;
}

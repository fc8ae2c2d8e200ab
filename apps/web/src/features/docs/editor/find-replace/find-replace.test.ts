import type { Editor } from '@tiptap/core';
import { yUndoPluginKey } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import { testDocEditor } from '../test-editor';
import { findMatches } from './find-matches';
import * as plugin from './find-replace-plugin';

const TABLE_AND_TEXT =
  '<p>Rocket launch: the rocket is ready.</p>' +
  '<table><tr><th>Part</th></tr><tr><td>Rocket engine</td></tr></table>' +
  '<pre><code>rocket.launch()</code></pre>';

const texts = (current: Editor) =>
  plugin
    .findStateOf(current)
    .matches.map(({ from, to }) => current.state.doc.textBetween(from, to));

describe('find and replace', () => {
  it('finds in paragraphs, table cells and code blocks, case ignored unless asked', () => {
    const current = testDocEditor(TABLE_AND_TEXT);
    expect(
      findMatches(current.state.doc, 'rocket', false).map(({ from, to }) =>
        current.state.doc.textBetween(from, to),
      ),
    ).toEqual(['Rocket', 'rocket', 'Rocket', 'rocket']);
    expect(findMatches(current.state.doc, 'rocket', true)).toHaveLength(2);
    expect(findMatches(current.state.doc, '', false)).toEqual([]);
    // Characters of a regular expression are looked for as typed.
    expect(findMatches(current.state.doc, '.launch()', false)).toHaveLength(1);
  });

  it('steps through the matches, wrapping, and highlights the current one', () => {
    const current = testDocEditor(TABLE_AND_TEXT);
    current.commands.setTextSelection(1);
    plugin.setFindQuery(current, 'rocket', false);
    expect(plugin.findStateOf(current).current).toBe(0);
    plugin.stepMatch(current, -1);
    expect(plugin.findStateOf(current).current).toBe(3);
    plugin.stepMatch(current, 1);
    expect(plugin.findStateOf(current).current).toBe(0);
    expect(current.view.dom.querySelectorAll(`.${plugin.FIND_CURRENT_CLASS}`)).toHaveLength(1);
    expect(current.view.dom.querySelector(`.${plugin.FIND_CURRENT_CLASS}`)?.textContent).toBe(
      'Rocket',
    );
  });

  it('replaces the current match then moves on, and replaces all in one undoable step', () => {
    const current = testDocEditor(TABLE_AND_TEXT);
    current.commands.setTextSelection(1);
    plugin.setFindQuery(current, 'rocket', false);
    plugin.replaceCurrent(current, 'rocket rocket');
    // The replacement is not found again: the next match is the one after it.
    expect(current.state.doc.textContent).toContain('rocket rocket launch: the rocket');
    expect(plugin.findStateOf(current).current).toBe(2);
    expect(texts(current)).toEqual(['rocket', 'rocket', 'rocket', 'Rocket', 'rocket']);

    plugin.setFindQuery(current, 'Rocket', true);
    expect(plugin.replaceAll(current, 'Ship')).toBe(1);
    plugin.setFindQuery(current, 'rocket', false);
    // What follows is a step of its own, however soon it comes.
    yUndoPluginKey.getState(current.state)?.undoManager.stopCapturing();
    expect(plugin.replaceAll(current, 'ship')).toBe(4);
    expect(current.getText()).not.toMatch(/rocket/i);
    expect(current.getHTML()).toContain('<p>Ship engine</p></td>');
    expect(current.getHTML()).toContain('ship.launch()');
    expect(plugin.findStateOf(current).matches).toEqual([]);

    current.commands.undo();
    expect(current.getText()).toMatch(/rocket/);
    expect(current.getHTML()).toContain('Ship engine');
  });
});

import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { testDocEditor } from './test-editor';
import { firstMatchOf } from './first-match';
import { FOUND_WORD_CLASS, revealFoundWord } from './found-word';

/** The text the range covers. */
function textAt(current: Editor, word: string): string | null {
  const range = firstMatchOf(current.state.doc, word);
  return range && current.state.doc.textBetween(range.from, range.to);
}

describe('firstMatchOf', () => {
  it('finds a word in the second paragraph, case and accents ignored', () => {
    const current = testDocEditor(
      '<p>Launch checklist</p><p>Then the <strong>Fusée</strong> lifts</p>',
    );
    expect(textAt(current, 'fusee')).toBe('Fusée');
    expect(textAt(current, 'FUSÉE')).toBe('Fusée');
    expect(textAt(current, 'launch')).toBe('Launch');
  });

  it('finds the first place, at the start of a word, across marks', () => {
    const current = testDocEditor(
      '<h2>Recount</h2><ul><li><p>Hold the count<em>down</em></p></li></ul><p>countdown</p>',
    );
    const range = firstMatchOf(current.state.doc, 'countdown');
    expect(range && current.state.doc.resolve(range.from).parent.textContent).toBe(
      'Hold the countdown',
    );
    expect(range && current.state.doc.textBetween(range.from, range.to)).toBe('countdown');
  });

  it('finds a word after a line break and in a table', () => {
    expect(textAt(testDocEditor('<p>first line<br>Œuvre</p>'), 'oeuvre')).toBe('Œuvre');
    const table = '<table><tr><th><p>Stage</p></th></tr><tr><td><p>Booster</p></td></tr></table>';
    expect(textAt(testDocEditor(table), 'booster')).toBe('Booster');
  });

  it('finds nothing when the word is not there any more', () => {
    const current = testDocEditor('<p>Hold the countdown</p>');
    expect(firstMatchOf(current.state.doc, 'liftoff')).toBeNull();
    expect(firstMatchOf(current.state.doc, 'down')).toBeNull();
    expect(firstMatchOf(current.state.doc, '  ')).toBeNull();
  });
});

describe('revealFoundWord', () => {
  it('puts the caret after the word and highlights it', () => {
    const current = testDocEditor('<p>Intro</p><p>Hold the countdown</p>');
    const range = firstMatchOf(current.state.doc, 'countdown');
    if (!range) throw new Error('not found');
    revealFoundWord(current, range);
    expect(current.state.selection).toMatchObject({ from: range.to, to: range.to });
    expect(current.view.dom.querySelector(`.${FOUND_WORD_CLASS}`)?.textContent).toBe('countdown');
  });
});

import { describe, expect, it } from 'vitest';
import { placeCaretLabel } from './caret-label-fit';

const editor = { left: 100, right: 900, top: -Infinity };
const label = { width: 90, height: 18 };

describe('placeCaretLabel', () => {
  it('puts the label rightwards, above the line, where it fits', () => {
    expect(placeCaretLabel({ ...label, caretLeft: 400, caretTop: 300 }, editor)).toEqual({
      alignEnd: false,
      below: false,
    });
    expect(placeCaretLabel({ ...label, caretLeft: 810, caretTop: 300 }, editor).alignEnd).toBe(
      false,
    );
  });

  it('extends it leftwards when it would pass the right edge', () => {
    expect(placeCaretLabel({ ...label, caretLeft: 811, caretTop: 300 }, editor).alignEnd).toBe(
      true,
    );
    expect(placeCaretLabel({ ...label, caretLeft: 899, caretTop: 300 }, editor).alignEnd).toBe(
      true,
    );
  });

  it('keeps it rightwards when leftwards would not fit either (a very narrow area)', () => {
    const narrow = { left: 100, right: 150, top: -Infinity };
    expect(placeCaretLabel({ ...label, caretLeft: 120, caretTop: 300 }, narrow).alignEnd).toBe(
      false,
    );
  });

  it('hangs it below the line under the top of a scrolling block', () => {
    const table = { left: 100, right: 900, top: 290 };
    expect(placeCaretLabel({ ...label, caretLeft: 400, caretTop: 300 }, table).below).toBe(true);
    expect(placeCaretLabel({ ...label, caretLeft: 400, caretTop: 320 }, table).below).toBe(false);
  });
});

import { unescaped } from './zip-links';

/**
 * Docmost's formulas as Hangar reads them (markdown-math.ts): Docmost writes a formula's LaTeX
 * through turndown, which escapes it as text (`x\_1`, `\\frac`); the escapes are undone between
 * `$…$` (where Hangar reads a formula: no space inside the dollars, no digit after the closing
 * one) and on the lines between `$$` lines. In linear time: each character is read at most twice.
 */

const isSpace = (character: string | undefined) =>
  character === undefined || character === ' ' || character === '\t';
const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';

/** The `$` closing a formula opened at `open`, skipping escaped characters, or -1. */
function closingDollar(line: string, open: number): number {
  for (let at = open + 1; at < line.length; at += 1) {
    if (line[at] === '\\') at += 1;
    else if (line[at] === '$') return at;
  }
  return -1;
}

/** A line with turndown's escapes undone inside its inline formulas. */
export function unescapeInlineMath(line: string): string {
  if (!line.includes('$')) return line;
  let result = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const open = line.indexOf('$', from);
    if (open < 0) break;
    if (line[open - 1] === '\\' || line[open + 1] === '$' || isSpace(line[open + 1])) {
      from = open + 1;
      continue;
    }
    const close = closingDollar(line, open);
    if (close < 0) break;
    if (isSpace(line[close - 1]) || isDigit(line[close + 1])) {
      from = close;
      continue;
    }
    result += `${line.slice(copied, open + 1)}${unescaped(line.slice(open + 1, close))}$`;
    copied = close + 1;
    from = close + 1;
  }
  return result + line.slice(copied);
}

const QUOTE_OR_INDENT = /^[ \t>]*/;

/** Whether a line is a block formula's `$$` (in a quote or a list, too). */
export const isFormulaFence = (line: string) =>
  line.slice(QUOTE_OR_INDENT.exec(line)![0].length).trim() === '$$';

/** A line of a block formula with turndown's escapes undone (its quote marks kept). */
export function unescapeBlockMathLine(line: string): string {
  const prefix = QUOTE_OR_INDENT.exec(line)![0];
  return prefix + unescaped(line.slice(prefix.length));
}

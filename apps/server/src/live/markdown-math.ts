import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

/**
 * Math in Markdown, as the export writes it (issue 39): `$latex$` in a line of text and
 * `$$` lines around a block's LaTeX. An inline formula has no space just inside its dollars and
 * no digit right after the closing one, so `$5 and $6` stays text (the export escapes text's
 * dollars anyway: `\$`). Tokens: `math_inline` and `math_block`, the LaTeX in `content`.
 */

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

function isSpace(code: number | undefined): boolean {
  return code === undefined || code === 0x20 || code === 0x09 || code === 0x0a;
}

/** Where the formula opened at `start` closes (its `$`), or -1. */
function closingDollar(source: string, start: number, max: number): number {
  for (let at = start + 1; at < max; at += 1) {
    const code = source.charCodeAt(at);
    if (code === BACKSLASH) at += 1;
    else if (code === DOLLAR) return at;
  }
  return -1;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR || src.charCodeAt(pos + 1) === DOLLAR) return false;
  if (isSpace(src.charCodeAt(pos + 1))) return false;
  const end = closingDollar(src, pos, posMax);
  if (end <= pos + 1 || isSpace(src.charCodeAt(end - 1))) return false;
  const after = src.charCodeAt(end + 1);
  if (after >= 0x30 && after <= 0x39) return false;
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.content = src.slice(pos + 1, end);
    token.markup = '$';
  }
  state.pos = end + 1;
  return true;
}

const lineText = (state: StateBlock, line: number) =>
  state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);

function mathBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (lineText(state, startLine).trim() !== '$$') return false;
  let line = startLine + 1;
  while (line < endLine && lineText(state, line).trim() !== '$$') line += 1;
  if (line >= endLine) return false;
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = state.getLines(startLine + 1, line, state.sCount[startLine]!, false);
  token.map = [startLine, line + 1];
  token.markup = '$$';
  state.line = line + 1;
  return true;
}

export function markdownMath(parser: MarkdownIt): void {
  parser.inline.ruler.after('escape', 'math_inline', mathInline);
  parser.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}

/** An inline formula as Markdown (`$latex$`); an empty one is nothing. */
export function markdownInlineMath(latex: string): string {
  const formula = latex.replace(/\s+/g, ' ').trim();
  return formula ? `$${formula}$` : '';
}

/** A block formula as Markdown: its LaTeX between `$$` lines (a `$$` line inside indented). */
export function markdownBlockMath(latex: string): string {
  const lines = latex.split('\n').map((line) => (line.trim() === '$$' ? ` ${line}` : line));
  return `$$\n${lines.join('\n')}\n$$`;
}

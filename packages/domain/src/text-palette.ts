/**
 * The doc's text colours and highlights: a fixed palette stored by name (`red`), each shown by the
 * web through a CSS variable of the light or dark theme (editor.css) and written with its light
 * shade where no theme applies (HTML export, text copied out of the editor).
 */
export const TEXT_COLORS = {
  gray: '#787774',
  brown: '#9f6b53',
  orange: '#d9730d',
  yellow: '#b38600',
  green: '#448361',
  blue: '#337ea9',
  purple: '#9065b0',
  red: '#d44c47',
} as const;

export const HIGHLIGHT_COLORS = {
  gray: '#ebeced',
  brown: '#f1e6df',
  orange: '#fbe4cc',
  yellow: '#fcf0b4',
  green: '#dbeddb',
  blue: '#d8ebf6',
  purple: '#e8def2',
  red: '#fbdcdb',
} as const;

export type TextColor = keyof typeof TEXT_COLORS;
export type HighlightColor = keyof typeof HIGHLIGHT_COLORS;

export const TEXT_COLOR_NAMES = Object.keys(TEXT_COLORS) as [TextColor, ...TextColor[]];
export const HIGHLIGHT_COLOR_NAMES = Object.keys(HIGHLIGHT_COLORS) as [
  HighlightColor,
  ...HighlightColor[],
];

/** A highlight made without a colour (`==text==`, Markdown) is yellow. */
export const DEFAULT_HIGHLIGHT: HighlightColor = 'yellow';

export function isTextColor(value: unknown): value is TextColor {
  return typeof value === 'string' && Object.hasOwn(TEXT_COLORS, value);
}

export function isHighlightColor(value: unknown): value is HighlightColor {
  return typeof value === 'string' && Object.hasOwn(HIGHLIGHT_COLORS, value);
}

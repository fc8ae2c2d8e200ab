import type KatexApi from 'katex';
import { drawingCache } from '../drawing-cache';

type Katex = typeof KatexApi;

let loading: Promise<Katex> | null = null;
let loadingStyles: Promise<unknown> | null = null;
let stylesLoaded = false;

/** KaTeX's stylesheet (fonts included): what a kept drawing needs to be shown. */
export function loadKatexStyles(): Promise<unknown> {
  loadingStyles ??= import('katex/dist/katex.min.css').then(
    () => {
      stylesLoaded = true;
    },
    (error: unknown) => {
      loadingStyles = null; // asked again by the next formula shown
      throw error;
    },
  );
  return loadingStyles;
}

/** KaTeX and its stylesheet, loaded the first time a doc shows a formula not drawn before. */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), loadKatexStyles()]).then(
    ([module]) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** KaTeX's drawings made in this browser: a formula shown again appears drawn at once. */
const drawn = drawingCache('katex');
const key = (latex: string, display: boolean) => `${display ? 'block' : 'inline'}\n${latex}`;

/** The formula's kept drawing, once the stylesheet it needs is there. */
export function drawnFormula(latex: string, display: boolean): string | null {
  return stylesLoaded ? drawn.get(key(latex, display)) : null;
}

/** Whether the formula was drawn in this browser before (its drawing needs only the stylesheet). */
export function isFormulaKept(latex: string, display: boolean): boolean {
  return drawn.get(key(latex, display)) !== null;
}

/**
 * KaTeX's markup of a formula (its mistakes in red in place, never thrown): the kept drawing once
 * the stylesheet is there (KaTeX itself is not loaded for it), else drawn now.
 */
export async function formulaDrawing(latex: string, display: boolean): Promise<string> {
  const kept = drawn.get(key(latex, display));
  if (kept !== null) {
    await loadKatexStyles();
    return kept;
  }
  const katex = await loadKatex();
  const drawnMeanwhile = drawn.get(key(latex, display));
  if (drawnMeanwhile !== null) return drawnMeanwhile;
  const html = katex.renderToString(latex, { displayMode: display, throwOnError: false });
  drawn.set(key(latex, display), html);
  return html;
}

import type KatexApi from 'katex';

type Katex = typeof KatexApi;

let loading: Promise<Katex> | null = null;

/** KaTeX and its stylesheet (fonts included), loaded the first time a doc shows a formula. */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      loading = null; // asked again by the next formula shown
      throw error;
    },
  );
  return loading;
}

/**
 * KaTeX's drawings made in this tab: a formula shown again (its view re-made by an edit nearby,
 * its editor opened) appears drawn at once.
 */
const drawn = new Map<string, string>();
const KEPT_FORMULAS = 500;
const key = (latex: string, display: boolean) => `${display ? 'block' : 'inline'}\n${latex}`;

export function drawnFormula(latex: string, display: boolean): string | null {
  return drawn.get(key(latex, display)) ?? null;
}

/** KaTeX's markup of a formula (its mistakes in red in place, never thrown). */
export function drawFormula(katex: Katex, latex: string, display: boolean): string {
  const known = drawnFormula(latex, display);
  if (known !== null) return known;
  const html = katex.renderToString(latex, { displayMode: display, throwOnError: false });
  if (drawn.size >= KEPT_FORMULAS) drawn.delete(drawn.keys().next().value ?? '');
  drawn.set(key(latex, display), html);
  return html;
}

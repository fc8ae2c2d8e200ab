import type KatexApi from 'katex';

type Katex = typeof KatexApi;

let loading: Promise<Katex> | null = null;

/** KaTeX and its stylesheet (fonts included), loaded the first time a doc shows a formula. */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  );
  return loading;
}

import type { createLowlight } from 'lowlight';

export type Lowlight = ReturnType<typeof createLowlight>;

let loading: Promise<Lowlight> | null = null;

/** lowlight with highlight.js's common grammars, loaded the first time a doc shows code. */
export function loadLowlight(): Promise<Lowlight> {
  loading ??= import('lowlight').then(({ common, createLowlight }) => createLowlight(common));
  return loading;
}

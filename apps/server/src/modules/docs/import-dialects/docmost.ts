import type { ImportDialect } from './import-dialect';

/** Docmost's export (being written). */
export const docmostDialect: ImportDialect = {
  format: 'docmost',
  recognises: () => false,
  convert: (files) => ({ files, approximated: [] }),
};

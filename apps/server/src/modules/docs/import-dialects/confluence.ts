import type { ImportDialect } from './import-dialect';

/** Confluence's export (being written). */
export const confluenceDialect: ImportDialect = {
  format: 'confluence',
  recognises: () => false,
  convert: (files) => ({ files, approximated: [] }),
};

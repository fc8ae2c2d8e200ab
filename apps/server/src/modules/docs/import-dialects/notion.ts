import type { ImportDialect } from './import-dialect';

/** Notion's export (being written). */
export const notionDialect: ImportDialect = {
  format: 'notion',
  recognises: () => false,
  convert: (files) => ({ files, approximated: [] }),
};

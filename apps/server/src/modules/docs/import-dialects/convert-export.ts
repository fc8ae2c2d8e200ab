import type { DocImportFormat } from '@hangar/contracts';
import { confluenceDialect } from './confluence';
import { docmostDialect } from './docmost';
import type { ConvertedExport, ImportDialect, ImportFiles } from './import-dialect';
import { notionDialect } from './notion';
import { outlineDialect } from './outline';

/** The tools whose exports are recognised, the most specific first; plain Markdown otherwise. */
const DIALECTS: ImportDialect[] = [
  confluenceDialect,
  notionDialect,
  outlineDialect,
  docmostDialect,
];

/** A zip in Hangar's dialect: another tool's export converted, anything else as it is. */
export function convertExport(files: ImportFiles): ConvertedExport & { format: DocImportFormat } {
  const dialect = DIALECTS.find((candidate) => candidate.recognises(files));
  if (!dialect) return { files, approximated: [], format: 'markdown' };
  return { ...dialect.convert(files), format: dialect.format };
}

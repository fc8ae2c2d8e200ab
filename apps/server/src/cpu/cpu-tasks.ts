import { exportDoc } from '../live/export';
import { initialContent } from '../modules/docs/docs-content';
import { exportDocsZip } from '../modules/docs/docs-export-zip';
import { versionChanges, versionStates } from '../modules/docs/docs-history-changes';
import { importStates, readImport } from '../modules/docs/docs-import-read';
import { invoicePdf } from '../modules/billing/billing-invoice-pdf-file';

/** What the CPU pool's worker threads can run (cpu-pool.ts), by name. */
export const cpuTasks = {
  readImport,
  importStates,
  exportDoc,
  exportDocsZip,
  versionChanges,
  versionStates,
  initialContent,
  invoicePdf,
};

export type CpuTasks = typeof cpuTasks;
export type CpuTaskName = keyof CpuTasks;

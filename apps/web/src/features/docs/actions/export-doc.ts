import { routes } from '@hangar/contracts/routes';
import { toast } from '../../../ui/toast';
import { exportDoc, type ExportFormat } from '../docs-api';
import { errorText } from '../error-text';

/** Hands a file to the browser as a download. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export: downloads the doc as Markdown, HTML, PDF or Word (GET .../export?format=). */
export async function downloadDoc(
  workspaceId: number,
  projectId: number,
  docId: number,
  format: ExportFormat,
): Promise<void> {
  try {
    const file = await exportDoc(workspaceId, projectId, docId, format);
    saveFile(file.name, file.blob);
  } catch (error) {
    toast.error(errorText(error, 'The document could not be exported. Try again.'));
  }
}

/** Print: the doc's print view in a new tab (the browser prints it, or saves it as a PDF). */
export function openPrintView(workspaceId: number, projectId: number, docId: number): void {
  window.open(routes.docPrint(workspaceId, projectId, docId), '_blank', 'noopener');
}

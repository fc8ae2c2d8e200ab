import { endpointPath } from '@hangar/contracts/endpoint';
import { uploadEndpoints } from '@hangar/contracts/endpoints/uploads';
import { UPLOAD_FIELD } from '@hangar/contracts/uploads';
import { fileTooLargeMessage } from '@hangar/domain/format';
import { ApiError } from './api-error';
import { apiCall } from './client';

/**
 * Refuses a file over the installation's limit (GET /config `upload_max_bytes`) before it is
 * sent, with the error the server would answer once the whole file had arrived (413).
 */
export function checkUploadSize(file: Blob, maxBytes: number | undefined): void {
  if (maxBytes !== undefined && file.size > maxBytes) {
    throw new ApiError(413, { detail: fileTooLargeMessage(maxBytes) });
  }
}

/** POST /upload: stores the file and answers the filename to refer to it. */
export async function uploadFile(file: File, maxBytes: number | undefined): Promise<string> {
  checkUploadSize(file, maxBytes);
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const { upload } = uploadEndpoints;
  const path = endpointPath(upload, {});
  const { filename } = await apiCall(path, upload.response, { method: upload.method, body });
  return filename;
}

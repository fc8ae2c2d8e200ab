import { ApiError, SERVICE_UNAVAILABLE_STATUS } from './api-error';
import { apiUrl } from './base-url';
import { buildHeaders } from './client';
import { markApiReachable, markApiUnreachable } from './connection-status';

export interface FormUploadOptions {
  /** The workspace the call is about (its `X-Workspace-Id`), instead of the current one. */
  workspaceId?: number;
  /** How much of the form has gone, as the browser sends it. */
  onProgress?: (progress: { loaded: number; total: number }) => void;
  /** The whole form has gone: the server is working on it now. */
  onSent?: () => void;
  signal?: AbortSignal;
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form and reports its upload's progress, which `fetch` cannot: the same
 * headers as every API call (`buildHeaders`), the same ApiError on a failure (408 with no
 * answer), the answer's JSON on a success.
 */
export async function postFormWithProgress(
  path: string,
  form: FormData,
  options: FormUploadOptions = {},
): Promise<unknown> {
  const headers = await buildHeaders({
    method: 'POST',
    body: form,
    workspaceId: options.workspaceId,
  });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.upload.addEventListener('load', () => options.onSent?.());
    request.addEventListener('load', () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        markApiReachable();
        resolve(body);
        return;
      }
      if (request.status === SERVICE_UNAVAILABLE_STATUS) markApiUnreachable();
      reject(new ApiError(request.status, body));
    });
    request.addEventListener('error', () => {
      markApiUnreachable();
      reject(ApiError.networkFailure(new Error(`POST ${path}: no answer`)));
    });
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

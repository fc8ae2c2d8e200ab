import { endpointPath } from '@hangar/contracts/endpoint';
import { docExportEndpoints } from '@hangar/contracts/endpoints/doc-export';
import { CLIENT_ID_HEADER, WORKSPACE_ID_HEADER } from '@hangar/contracts/http';
import { ApiError, apiErrorFromResponse } from '../../api/api-error';
import { apiUrl } from '../../api/base-url';
import { currentAccessToken } from '../../api/client';
import { CLIENT_ID } from '../../api/client-id';
import { toast } from '../../ui/toast';
import { saveFile } from '../docs/actions/export-doc';
import { errorText } from '../docs/error-text';

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** GET /projects/{id}/docs/export.zip: the project's docs as a zip of Markdown, downloaded. */
export async function downloadProjectDocs(workspaceId: number, projectId: number): Promise<void> {
  try {
    const headers = new Headers({
      [CLIENT_ID_HEADER]: CLIENT_ID,
      [WORKSPACE_ID_HEADER]: String(workspaceId),
    });
    const token = await currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const path = endpointPath(docExportEndpoints.zip, { projectId });
    let response: Response;
    try {
      response = await fetch(apiUrl(path), { headers });
    } catch (error) {
      throw ApiError.networkFailure(error);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    const name = fileNameOf(response.headers.get('content-disposition'), 'docs.zip');
    saveFile(name, await response.blob());
  } catch (error) {
    toast.error(errorText(error, 'The docs could not be exported. Try again.'));
  }
}

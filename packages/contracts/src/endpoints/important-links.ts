import { endpoint } from '../endpoint';
import { numericId } from '../http';
import {
  addImportantLinkInput,
  importantLinks,
  replacedImportantLinks,
  replaceImportantLinksInput,
  updateExternalLinkInput,
} from '../important-links';
import { idParams } from './path-params';

/** A project's important documents and links; every call answers the whole list. */
export const importantLinkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/projects/:id/important-links',
    params: idParams,
    response: importantLinks,
    needs: 'project.read',
  }),
  /** One link into an existing group or a new one; a duplicate address is refused (422). */
  add: endpoint({
    method: 'POST',
    path: '/projects/:id/important-links',
    params: idParams,
    body: addImportantLinkInput,
    status: 201,
    response: importantLinks,
    needs: 'project.editContent',
  }),
  /** The whole list, to rename, reorder or remove (what it removes goes to the trash). */
  replace: endpoint({
    method: 'PUT',
    path: '/projects/:id/important-links',
    params: idParams,
    body: replaceImportantLinksInput,
    response: replacedImportantLinks,
    needs: 'project.editContent',
  }),
  /** An external link's new address or title. */
  updateExternal: endpoint({
    method: 'PUT',
    path: '/projects/:id/external-links/:linkId',
    params: idParams.extend({ linkId: numericId }),
    body: updateExternalLinkInput,
    response: importantLinks,
    needs: 'project.editContent',
  }),
};

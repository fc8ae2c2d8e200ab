import { z } from 'zod';
import { DOC_FILE_NAME, docFile, workspaceStorage } from '../doc-files';
import { endpoint } from '../endpoint';
import { publicToken } from '../public';
import { projectIdParams } from './path-params';

const storedName = z.string().regex(DOC_FILE_NAME);

/** Files attached to docs (docs/docs.md "Files"): upload, read, and what a workspace stores. */
export const docFileEndpoints = {
  /** The body is multipart (`docFileForm`), read by the route itself: no `body` schema. */
  upload: endpoint({
    method: 'POST',
    path: '/projects/:projectId/files',
    params: projectIdParams,
    status: 201,
    response: docFile,
    needs: 'project.create',
    /** 413: over the file limit or the workspace's storage; 415: not multipart. */
    refusals: [413, 415],
  }),
  /** Answers the file's bytes. */
  read: endpoint({
    method: 'GET',
    path: '/projects/:projectId/files/:filename',
    params: projectIdParams.extend({ filename: storedName }),
    needs: 'project.read',
  }),
  storage: endpoint({
    method: 'GET',
    path: '/workspaces/c/storage',
    response: workspaceStorage,
    needs: 'member',
  }),
  /** A file for the readers of a share link; answers its bytes. */
  publicRead: endpoint({
    method: 'GET',
    path: '/public/:token/files/:filename',
    params: z.object({ token: publicToken, filename: storedName }),
    needs: 'share-link',
  }),
};

import { endpoint } from '../endpoint';
import { uploadResponse } from '../uploads';

/** Images people upload (avatars, logos, doc images), then served under /media (not the API). */
export const uploadEndpoints = {
  /** The body is multipart (`uploadForm`), read by the route itself: no `body` schema. */
  upload: endpoint({
    method: 'POST',
    path: '/upload',
    status: 201,
    response: uploadResponse,
    needs: 'signed-in',
    /** 413: over the upload limit; 415: not multipart, or not an image by its bytes. */
    refusals: [413, 415],
  }),
};

import { z } from 'zod';
import { numericId } from '../http';

/** The path parameters many endpoints share. */

/** A group or a project (and what lives in it) by its id: `/groups/:id`, `/projects/:id`. */
export const idParams = z.object({ id: numericId });
/** What lives in a project, under `/projects/:projectId`. */
export const projectIdParams = z.object({ projectId: numericId });
/** A doc and what lives in it: `/projects/:projectId/docs/:docId`. */
export const docParams = projectIdParams.extend({ docId: numericId });

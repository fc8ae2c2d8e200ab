import { z } from 'zod';
import { planning } from './planning';

/** What a share link opens: a whole project, or one doc. */
export const publicModeSchema = z.enum(['project', 'doc']);

/** GET /public/{token}/project: only what the public pages show. */
export const publicProject = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string().nullable(),
  /** The mode of the token: a project link, or a doc link (then `doc_id` is the doc). */
  mode: publicModeSchema,
  doc_id: z.number().int().nullable(),
  /** A project link's planning, read-only; null for a doc link (which shows its doc only). */
  planning: planning.nullable(),
});
export type PublicProject = z.infer<typeof publicProject>;

/** Share tokens as they appear in a public link. */
export const publicToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid token');

/** The token the editor sends to open a doc read-only through a share link. */
export const publicLiveToken = (shareToken: string) => `public:${shareToken}`;

export const SHARE_LINK_NOT_FOUND = 'This link does not match any shared project or document';
/** Turning a link on for an archived project, or a doc of one (turning it off is always fine). */
export const CANT_SHARE_ARCHIVED_PROJECT = 'Restore this project to share it';
export const CANT_SHARE_ARCHIVED_DOC = 'Restore this document to share it';

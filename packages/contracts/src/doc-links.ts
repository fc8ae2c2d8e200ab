import { z } from 'zod';

/** Most doc ids one GET .../doc-links resolves. */
export const DOC_LINKS_MAX_IDS = 200;

/** `?ids=12,45,78`: the docs whose page links a doc shows. */
export const docLinksQuery = z.object({
  ids: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'ids: doc ids separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= DOC_LINKS_MAX_IDS, `At most ${DOC_LINKS_MAX_IDS} ids`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'ids: doc ids'),
});

/**
 * What a page link shows: `visible` with the target's current title and address; `restricted`
 * (the reader may not see it: no title) or `deleted` (it no longer exists, or never did for them).
 */
export const docLinkTarget = z.object({
  id: z.number().int(),
  state: z.enum(['visible', 'restricted', 'deleted']),
  title: z.string().nullable(),
  emoji: z.string().nullable(),
  project_id: z.number().int().nullable(),
  url: z.string().nullable(),
});
export type DocLinkTarget = z.infer<typeof docLinkTarget>;
export const docLinkTargets = z.array(docLinkTarget);

/** GET .../docs/{docId}/backlinks: the docs linking to it that the caller may see. */
export const docBacklink = z.object({
  id: z.number().int(),
  title: z.string(),
  emoji: z.string().nullable(),
  project_id: z.number().int(),
  project_name: z.string(),
  url: z.string(),
});
export type DocBacklink = z.infer<typeof docBacklink>;
export const docBacklinks = z.array(docBacklink);

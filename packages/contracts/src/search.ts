import { z } from 'zod';

const searchItem = z.object({
  id: z.number().int(),
  title: z.string(),
  emoji: z.string().nullable(),
  is_archived: z.boolean(),
  /** Names above the item: [group] for a project, [group, project] for a doc or a log. */
  location: z.array(z.string()),
});

/** GET /search: everything the caller may see in the workspace, for the search modal to filter. */
export const searchList = z.object({
  groups: z.array(searchItem),
  projects: z.array(searchItem.extend({ group_id: z.number().int() })),
  docs: z.array(searchItem.extend({ project_id: z.number().int() })),
  important_docs: z.array(
    searchItem.extend({
      project_id: z.number().int(),
      /** The external address, or null for a link to a doc (`doc_id`). */
      url: z.string().nullable(),
      doc_id: z.number().int().nullable(),
    }),
  ),
  logs: z.array(searchItem.extend({ project_id: z.number().int(), description: z.string() })),
});
export type SearchList = z.infer<typeof searchList>;

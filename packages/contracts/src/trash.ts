import { z } from 'zod';
import { textField, timestamp } from './fields';
import { numericId } from './http';
import { logCreator } from './logs';

/** What can be in the trash (docs/trash.md): each deleted with what it holds. */
export const TRASH_KINDS = ['doc', 'log', 'link', 'project', 'group'] as const;
export const trashKind = z.enum(TRASH_KINDS);
export type TrashKind = z.infer<typeof trashKind>;

/** Days an item stays in the trash before it is purged, unless `TRASH_RETENTION_DAYS` says. */
export const TRASH_RETENTION_DAYS = 30;
/** How long the "Undo" of a deletion stays in its toast. */
export const TRASH_UNDO_MS = 10_000;
export const TRASH_PAGE = 30;

export const TRASH_ENTRY_NOT_FOUND = 'Not in the trash';
export const TRASH_PROJECT_GONE =
  'Its project is in the trash: restore the project first, then this.';
export const TRASH_GROUP_GONE = 'Its group is in the trash: restore the group first, then this.';

/**
 * Where a deleted item was, to put it back there: a doc's parent (`parent_path`, '' at the top)
 * and position among its siblings; important links' list, and the links themselves.
 */
export const trashPlace = z.object({
  parent_path: z.string().optional(),
  position: z.number().int().optional(),
  link_group_id: z.number().int().optional(),
  /** Important links are kept here, not as rows: a list replaced without them drops their rows. */
  link_group_name: z.string().optional(),
  links: z
    .array(
      z.object({
        link_type: z.enum(['doc', 'external']),
        doc_id: z.number().int().nullable(),
        url: z.string().nullable(),
        title: z.string(),
      }),
    )
    .optional(),
});
export type TrashPlace = z.infer<typeof trashPlace>;

/** One entry of the trash: what was deleted, from where, by whom and when. */
export const trashEntry = z.object({
  id: z.number().int(),
  kind: trashKind,
  /** The deleted doc's, log's, link's, project's or group's id. */
  item_id: z.number().int(),
  name: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  project: z
    .object({ id: z.number().int(), name: z.string(), emoji: z.string().nullable() })
    .nullable(),
  /** Docs deleted with it (its subtree, a project's docs...), itself included for a doc. */
  docs: z.number().int(),
  deleted_by: logCreator.nullable(),
  deleted_at: timestamp,
  /** When it will be purged, unless restored first. */
  purge_at: timestamp,
  /** What the caller may do with it (the rulebook's trash abilities). */
  can_delete_forever: z.boolean(),
});
export type TrashEntry = z.infer<typeof trashEntry>;

/**
 * GET /trash?project_id=&q=&before=: the current workspace's trash, newest first, a page at a
 * time; only what the caller may restore.
 */
export const trashQuery = z.object({
  project_id: numericId.optional(),
  q: textField().max(200, 'Search at most 200 characters').optional(),
  before: numericId.optional(),
});
export type TrashQuery = z.input<typeof trashQuery>;
export const trashPage = z.object({ entries: z.array(trashEntry) });
export type TrashPage = z.infer<typeof trashPage>;

/** What a restore answers: where the item is back (the web opens it). */
export const restoredItem = z.object({
  kind: trashKind,
  item_id: z.number().int(),
  group_id: z.number().int(),
  project_id: z.number().int().nullable(),
  /** True when its parent doc was gone and it came back at the top of its project. */
  moved_to_root: z.boolean(),
});
export type RestoredItem = z.infer<typeof restoredItem>;

/** What a deletion answers: the trash entry its "Undo" restores. */
export const trashedResponse = z.object({ success: z.boolean(), trash_id: z.number().int() });
export type TrashedResponse = z.infer<typeof trashedResponse>;

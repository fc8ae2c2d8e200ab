import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  primaryKey,
  serial,
  timestamp,
} from 'drizzle-orm/pg-core';

export const serialId = () => serial('id').primaryKey();

export const at = (name: string) => timestamp(name, { withTimezone: true });

export const atNow = (name: string) => at(name).notNull().defaultNow();

export const createdAt = () => atNow('created_at');

/** A boolean that starts false. */
export const flag = (name: string) => boolean(name).notNull().default(false);

/** The row belongs to the one it points to and is deleted with it. */
export const ownerRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** The row outlives the one it points to: the reference becomes null. */
export const nullingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A membership table's keys: one row per person and parent, found from the person too. */
export const membershipKeys = (tableName: string, parentId: AnyPgColumn, userId: AnyPgColumn) => [
  primaryKey({ columns: [parentId, userId] }),
  index(`${tableName}_user_idx`).on(userId),
];

/**
 * The trash entry the row was deleted with (docs/trash.md); null while it is in use. Reads leave
 * marked rows out; purging the entry deletes them.
 */
export const trashRef = (target: () => AnyPgColumn) =>
  integer('trash_id').references(target, { onDelete: 'cascade' });

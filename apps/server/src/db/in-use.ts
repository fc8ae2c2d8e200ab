import { isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows still in use: those of docs, logs, projects, groups and links not in the trash
 * (docs/trash.md). Every read of those tables keeps to them; the trash module alone reads the
 * others. The rows inside a deleted item carry its mark too, so the row's own column says.
 */
export const inUse = (table: { trashId: AnyPgColumn }) => isNull(table.trashId);

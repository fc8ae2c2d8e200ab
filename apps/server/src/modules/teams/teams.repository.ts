import { and, eq } from 'drizzle-orm';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';

import type { groupMembers, projectMembers } from '../../db/schema';

/** The rows of one kind of team (the groups' or the projects'), by the id of the item. */
export interface TeamTable {
  rows(db: Database, itemIds: number[]): Promise<{ member: { userId: number; right: Right } }[]>;
  find(db: Database, itemId: number, userId: number): Promise<{ right: Right } | null>;
  upsert(
    db: Database,
    itemId: number,
    member: { userId: number; right: Right; primaryContact?: boolean },
  ): Promise<void>;
  update(
    db: Database,
    itemId: number,
    userId: number,
    changes: { right?: Right; primaryContact?: boolean },
  ): Promise<void>;
  remove(db: Database, itemId: number, userId: number): Promise<void>;
}

type MemberTable = typeof groupMembers | typeof projectMembers;
type ItemColumn = typeof groupMembers.groupId | typeof projectMembers.projectId;
type NewMember = Parameters<TeamTable['upsert']>[2];

/**
 * Finding, adding, changing and removing one person on a team, in its table, by its item's column.
 * `newRow` names the item's column the way the table's rows do.
 */
export function teamMemberRows(
  members: MemberTable,
  itemColumn: ItemColumn,
  newRow: (itemId: number, member: NewMember) => MemberTable['$inferInsert'],
): Omit<TeamTable, 'rows'> {
  const isMember = (itemId: number, userId: number) =>
    and(eq(itemColumn, itemId), eq(members.userId, userId));
  return {
    find: (db: Database, itemId: number, userId: number) =>
      firstRow(db.select().from(members).where(isMember(itemId, userId))),
    /** Adds the person, or only sets their right when they are on the team already. */
    async upsert(db: Database, itemId: number, member: NewMember) {
      await db
        .insert(members)
        .values(newRow(itemId, member))
        .onConflictDoUpdate({ target: [itemColumn, members.userId], set: { right: member.right } });
    },
    async update(
      db: Database,
      itemId: number,
      userId: number,
      values: { right?: Right; primaryContact?: boolean },
    ) {
      // An edit with nothing in it (an empty body) changes nothing: SQL has no empty SET.
      if (Object.keys(values).length === 0) return;
      await db.update(members).set(values).where(isMember(itemId, userId));
    },
    async remove(db: Database, itemId: number, userId: number) {
      await db.delete(members).where(isMember(itemId, userId));
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { groupMembers, projectMembers } from '../../db/schema';
import type { TeamTable } from './teams.service';

type MemberTable = typeof groupMembers | typeof projectMembers;
type ItemColumn = typeof groupMembers.groupId | typeof projectMembers.projectId;

/** Finding, changing and removing one person on a team, in its table, by its item's column. */
export function teamMemberRows(
  members: MemberTable,
  itemColumn: ItemColumn,
): Pick<TeamTable, 'find' | 'update' | 'remove'> {
  const isMember = (itemId: number, userId: number) =>
    and(eq(itemColumn, itemId), eq(members.userId, userId));
  return {
    async find(db: Database, itemId: number, userId: number) {
      const [row] = await db.select().from(members).where(isMember(itemId, userId));
      return row ?? null;
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

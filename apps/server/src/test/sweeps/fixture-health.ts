import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import type { FullWorkspace } from './full-workspace';

/**
 * Whether the fixture is still as built: its owner signed in, the invitee still invited, every
 * item there and active, its share links on. A malformed request may still be valid enough to
 * do what it names (an unknown key is ignored, a sign-out signs out): the sweep then rebuilds
 * the fixture, so the next route again reaches its services.
 */
export async function fixtureIntact(db: Database, fixture: FullWorkspace): Promise<boolean> {
  const workspace = fixture.workspace.id;
  const checks = [
    sql`exists (select 1 from access_tokens where token_hash = ${hashToken(fixture.people.owner.token)})`,
    sql`exists (select 1 from workspace_members where workspace_id = ${workspace}
      and user_id = ${fixture.people.owner.user.id} and role = 'OWNER' and not pending_invite)`,
    sql`exists (select 1 from workspace_members where workspace_id = ${workspace}
      and user_id = ${fixture.invitee.id} and pending_invite)`,
    sql`exists (select 1 from project_members where project_id = ${fixture.projectId}
      and user_id = ${fixture.people.viewer.user.id})`,
    sql`exists (select 1 from groups where id = ${fixture.groupId} and not is_archived
      and trash_id is null)`,
    sql`exists (select 1 from projects where id = ${fixture.projectId} and not is_archived and trash_id is null
      and share_token = ${fixture.projectShareToken})`,
    sql`exists (select 1 from docs where id = ${fixture.docId} and not is_archived and trash_id is null
      and share_token = ${fixture.docShareToken})`,
    sql`exists (select 1 from docs where id = ${fixture.templateId} and not is_archived and is_template
      and trash_id is null)`,
    sql`exists (select 1 from logs where id = ${fixture.logId} and not is_archived and trash_id is null)`,
    sql`exists (select 1 from links where id = ${fixture.linkId} and trash_id is null)`,
    sql`exists (select 1 from doc_versions where id = ${fixture.versionId} and doc_id = ${fixture.docId})`,
    sql`exists (select 1 from comments where id = ${fixture.commentId} and thread_id = ${fixture.threadId})`,
    sql`exists (select 1 from inbox_items where id = ${fixture.inboxItemId})`,
    sql`exists (select 1 from api_tokens where id = ${fixture.apiTokenId})`,
    sql`exists (select 1 from sessions where id = ${fixture.ownerSessionId} and revoked_at is null)`,
    sql`exists (select 1 from trash_entries where id = ${fixture.trashEntryId})`,
  ];
  const { rows } = z
    .object({ rows: z.array(z.object({ intact: z.boolean() })) })
    .parse(await db.execute(sql`select (${sql.join(checks, sql` and `)}) as intact`));
  return rows[0]?.intact ?? false;
}

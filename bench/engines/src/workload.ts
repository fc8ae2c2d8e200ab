// The data (a project of 1,110 nested docs) and the request (the 8 queries of a doc read).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as s from './schema';
import type { Db } from './engines';

export const TOKEN = 'token-hash-of-the-bench-user';

export interface Seeded {
  workspaceId: number;
  projectId: number;
  docIds: number[];
}

export async function seedIfEmpty(db: Db): Promise<Seeded> {
  const [ws] = await db.select({ id: s.workspaces.id }).from(s.workspaces).limit(1);
  if (ws) {
    const [p] = await db.select({ id: s.projects.id }).from(s.projects).limit(1);
    const ids = await db.select({ id: s.docs.id }).from(s.docs).where(eq(s.docs.projectId, p!.id));
    return { workspaceId: ws.id, projectId: p!.id, docIds: ids.map((r) => r.id) };
  }
  const [user] = await db
    .insert(s.users)
    .values({ email: 'a@b.c', fullname: 'Bench User' })
    .returning();
  const [session] = await db.insert(s.sessions).values({ userId: user!.id }).returning();
  await db.insert(s.accessTokens).values({
    tokenHash: TOKEN,
    sessionId: session!.id,
    userId: user!.id,
    expiresAt: new Date(Date.now() + 365 * 86400e3),
  });
  const [w] = await db.insert(s.workspaces).values({ name: 'W', sseChannelId: 'c' }).returning();
  await db
    .insert(s.workspaceMembers)
    .values({ workspaceId: w!.id, userId: user!.id, role: 'MEMBER' });
  const [g] = await db.insert(s.groups).values({ workspaceId: w!.id, name: 'G' }).returning();
  await db.insert(s.groupMembers).values({ groupId: g!.id, userId: user!.id, right: 'EDIT' });
  const [p] = await db
    .insert(s.projects)
    .values({ workspaceId: w!.id, groupId: g!.id, name: 'P' })
    .returning();
  await db.insert(s.projectMembers).values({ projectId: p!.id, userId: user!.id, right: 'EDIT' });
  const docIds: number[] = [];
  const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20);
  const state = new Uint8Array(2048).map((_, i) => (i * 31) % 251);
  const add = async (parentPath: string | null, position: number) => {
    const [d] = await db
      .insert(s.docs)
      .values({
        workspaceId: w!.id,
        projectId: p!.id,
        path: 'x',
        position,
        name: `Doc ${position}`,
        createdBy: user!.id,
      })
      .returning({ id: s.docs.id });
    const path = parentPath ? `${parentPath}.${d!.id}` : String(d!.id);
    await db.update(s.docs).set({ path }).where(eq(s.docs.id, d!.id));
    await db.insert(s.docContents).values({ docId: d!.id, state, text: body });
    docIds.push(d!.id);
    return path;
  };
  for (let i = 0; i < 10; i++) {
    const a = await add(null, i);
    for (let j = 0; j < 10; j++) {
      const b = await add(a, j);
      for (let k = 0; k < 10; k++) await add(b, k);
    }
  }
  return { workspaceId: w!.id, projectId: p!.id, docIds };
}

/** One "GET doc": token, member, project, 2 rights lookups, group, doc, content (5 round trips). */
export async function readDoc(db: Db, seeded: Seeded, docId: number) {
  const [token] = await db
    .select({ userId: s.accessTokens.userId, sessionId: s.accessTokens.sessionId })
    .from(s.accessTokens)
    .innerJoin(s.sessions, eq(s.sessions.id, s.accessTokens.sessionId))
    .where(
      and(
        eq(s.accessTokens.tokenHash, TOKEN),
        gt(s.accessTokens.expiresAt, sql`now()`),
        isNull(s.sessions.revokedAt),
      ),
    );
  if (!token) throw new Error('no token');
  const [member] = await db
    .select()
    .from(s.workspaceMembers)
    .where(
      and(
        eq(s.workspaceMembers.workspaceId, seeded.workspaceId),
        eq(s.workspaceMembers.userId, token.userId),
      ),
    );
  if (!member) throw new Error('no member');
  const [project] = await db
    .select()
    .from(s.projects)
    .where(
      and(eq(s.projects.id, seeded.projectId), eq(s.projects.workspaceId, seeded.workspaceId)),
    );
  if (!project) throw new Error('no project');
  const [pm, gm, group] = await Promise.all([
    db
      .select({ right: s.projectMembers.right })
      .from(s.projectMembers)
      .where(
        and(eq(s.projectMembers.projectId, project.id), eq(s.projectMembers.userId, token.userId)),
      ),
    db
      .select({ right: s.groupMembers.right })
      .from(s.groupMembers)
      .where(
        and(eq(s.groupMembers.groupId, project.groupId), eq(s.groupMembers.userId, token.userId)),
      ),
    db.select().from(s.groups).where(eq(s.groups.id, project.groupId)),
  ]);
  if (!pm[0] && !gm[0] && !group[0]) throw new Error('no right');
  const [doc, content] = await Promise.all([
    db
      .select()
      .from(s.docs)
      .where(and(eq(s.docs.projectId, project.id), eq(s.docs.id, docId))),
    db.select().from(s.docContents).where(eq(s.docContents.docId, docId)),
  ]);
  if (doc[0]?.id !== docId || content[0]?.docId !== docId)
    throw new Error(`wrong doc ${doc[0]?.id} for ${docId}`);
  return { doc: doc[0], content: content[0] };
}

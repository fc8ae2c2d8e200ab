import { docAbilities } from '@hangar/domain';
import type { Database } from '../db/client';
import { hashToken } from '../lib/tokens';
import { findActiveAccessToken } from '../modules/auth/auth-sessions.repository';
import { findDocById } from '../modules/docs/docs.repository';
import { requireProject } from '../modules/projects/projects.access';
import { docSubject } from '../modules/shared/authorize';
import { publicDoc, resolveShareToken } from '../modules/public/public.access';
import { findMember } from '../modules/workspaces/workspaces.repository';

export interface LiveAccess {
  /** Null for a visitor reading through a share link. */
  userId: number | null;
  /** The session of the user's access token: the connection closes when it ends. */
  sessionId: number | null;
  docId: number;
  readOnly: boolean;
  /** A visitor's share link, checked again when sharing changes (public-readers.ts). */
  share?: { token: string; projectId: number };
}

export class LiveAccessDenied extends Error {}

const PUBLIC_PREFIX = 'public:';

/** A visitor with a share link reads the doc live, and never writes. */
async function authorizePublicReader(
  db: Database,
  token: string,
  docId: number,
  countPublicRead: () => Promise<void>,
): Promise<LiveAccess> {
  await countPublicRead().catch(() => {
    throw new LiveAccessDenied('Too many requests');
  });
  const shareToken = token.slice(PUBLIC_PREFIX.length);
  const projectId = await shareLinkOpens(db, shareToken, docId);
  if (projectId === null) throw new LiveAccessDenied('Doc not found');
  return {
    userId: null,
    sessionId: null,
    docId,
    readOnly: true,
    share: { token: shareToken, projectId },
  };
}

/** The project of the doc when the share token opens it now, else null. */
export async function shareLinkOpens(
  db: Database,
  shareToken: string,
  docId: number,
): Promise<number | null> {
  try {
    const scope = await resolveShareToken(db, shareToken);
    return (await publicDoc(db, scope, docId)).projectId;
  } catch {
    return null;
  }
}

/** The doc id in a Hocuspocus document name ('doc:12'), or null. */
export function docIdOf(documentName: string): number | null {
  const match = /^doc:(\d{1,10})$/.exec(documentName);
  return match ? Number(match[1]) : null;
}

/**
 * Who may open a doc live, and whether only to read: the access token must be live, its user
 * a member of the doc's workspace who can see the project; without the edit right (VIEW, or a
 * locked doc for a guest, or a doc of an archived project) the connection is read-only. A visitor's share token counts against
 * the per-IP limit of share links (`countPublicRead`), as its HTTP reads do.
 */
export async function authorizeLiveDoc(
  db: Database,
  token: string,
  docId: number,
  countPublicRead: () => Promise<void>,
): Promise<LiveAccess> {
  if (token.startsWith(PUBLIC_PREFIX)) {
    return authorizePublicReader(db, token, docId, countPublicRead);
  }
  const session = token ? await findActiveAccessToken(db, hashToken(token)) : null;
  if (!session) throw new LiveAccessDenied('Not authenticated');
  const doc = await findDocById(db, docId);
  if (!doc || doc.isArchived) throw new LiveAccessDenied('Doc not found');
  const member = await findMember(db, doc.workspaceId, session.userId);
  if (!member || member.pendingInvite) throw new LiveAccessDenied('Doc not found');
  const actor = { userId: session.userId, sessionId: session.sessionId, apiToken: null };
  const context = { actor, workspaceId: doc.workspaceId, member, source: null };
  const access = await requireProject(db, context, doc.projectId).catch(() => {
    throw new LiveAccessDenied('Doc not found');
  });
  const editable = docAbilities(docSubject(access, doc)).edit;
  return { userId: session.userId, sessionId: session.sessionId, docId, readOnly: !editable };
}

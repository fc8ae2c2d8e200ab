import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, type DatabaseHandle } from '../apps/server/src/db/client';
import { workspaces } from '../apps/server/src/db/schema';
import { startSession } from '../apps/server/src/modules/auth/auth-session-tokens';
import { insertGroup } from '../apps/server/src/modules/groups/groups.repository';
import { insertProject } from '../apps/server/src/modules/projects/projects.repository';
import { insertUser } from '../apps/server/src/modules/account/account.repository';
import {
  insertMember,
  insertWorkspace,
} from '../apps/server/src/modules/workspaces/workspaces.repository';

/**
 * The real app in this process on a fresh embedded database (or on `database`, migrated), over
 * real HTTP, with one owner of a PREMIUM workspace (no free-plan limits) signed in; it serves the
 * built web app too when given its folder.
 */
export async function startBenchServer(
  options: { database?: DatabaseHandle; webDistDir?: string } = {},
) {
  const database = options.database ?? (await openPglite(null));
  if (!options.database) await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hangar-bench-')),
  });
  const app = await buildApp({ config, database, webDistDir: options.webDistDir ?? null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const db = database.db;
  const user = await insertUser(db, {
    email: 'bench@example.com',
    fullname: 'Bench',
    passwordHash: null,
  });
  if (!user) throw new Error('no user');
  const workspace = await insertWorkspace(db, { name: 'Bench', sseChannelId: 'bench' });
  await db.update(workspaces).set({ plan: 'PREMIUM' }).where(eq(workspaces.id, workspace.id));
  await insertMember(db, {
    workspaceId: workspace.id,
    userId: user.id,
    role: 'OWNER',
    pendingInvite: false,
  });
  const { authToken } = await startSession(db, config, {
    userId: user.id,
    userAgent: null,
    ip: '127.0.0.1',
  });

  const newGroup = (name: string) =>
    insertGroup(db, { workspaceId: workspace.id, name, privacy: 'OPEN', right: 'VIEW' });
  const newProject = (groupId: number, name: string) =>
    insertProject(db, {
      workspaceId: workspace.id,
      groupId,
      name,
      emoji: null,
      privacy: 'OPEN',
      right: 'VIEW',
    });
  const get = (url: string) =>
    fetch(`${baseUrl}/api${url}`, {
      headers: {
        authorization: `Bearer ${authToken.access_token}`,
        'x-workspace-id': String(workspace.id),
      },
    });

  return {
    app,
    db,
    config,
    baseUrl,
    userId: user.id,
    workspaceId: workspace.id,
    token: authToken.access_token,
    newGroup,
    newProject,
    get,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

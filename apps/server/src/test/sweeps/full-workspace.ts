import { randomBytes } from 'node:crypto';
import {
  addMember,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from '../factories';
import type { TestServer } from '../harness';
import { ONE_PIXEL_PNG, uploadPng } from '../images';
import { expectOk, type CallAsOwner, type FixturePlace } from './sweep-calls';
import { subscribe } from './paying-workspace';
import { secondSessionOf } from './second-session';
import { attachFile, importJob } from './full-workspace-files';
import { buildCommentedDoc, buildTemplate } from './full-workspace-docs';
import { buildProjectItems } from './full-workspace-project-items';

/** The smallest PNG our upload check accepts (it judges files by their first bytes). */
export const TINY_PNG = ONE_PIXEL_PNG;

/** A workspace with one of every item, its people signed in, every name carrying `tag`. */
export interface FullWorkspace {
  /** A word found in every name, e-mail and title of this workspace, and nowhere else. */
  tag: string;
  workspace: { id: number; name: string };
  people: {
    owner: SignedInPerson;
    admin: SignedInPerson;
    member: SignedInPerson;
    /** A guest on no team: no right on any item. */
    guest: SignedInPerson;
    /** A guest with VIEW on the project. */
    viewer: SignedInPerson;
  };
  /** Invited, not joined yet. */
  invitee: { id: number; email: string };
  groupId: number;
  projectId: number;
  docId: number;
  /** A version of the doc's page history. */
  versionId: number;
  /** A comment thread on the doc, by the owner, mentioning the viewer; its first comment. */
  threadId: number;
  commentId: number;
  /** An entry of the owner's inbox. */
  inboxItemId: number;
  /** A personal API token of the owner's (read-write), and its id. */
  apiToken: string;
  apiTokenId: number;
  /** Another signed-in session of the owner's (not the one of `people.owner.token`). */
  ownerSessionId: number;
  /** A doc marked as template. */
  templateId: number;
  logId: number;
  linkGroupId: number;
  /** An external important link. */
  linkId: number;
  /** A log of the project in the trash: its entry. */
  trashEntryId: number;
  projectShareToken: string;
  docShareToken: string;
  /** An uploaded image, used as the owner's avatar and the workspace's logo. */
  upload: string;
  /** The stored name of a file attached to the project's docs. */
  docFile: string;
  /** An import job the owner ran in the project, ended. */
  importJobId: number;
  /** The first invoice of a subscribed workspace (null when it does not pay). */
  invoiceId: number | null;
  /** The call options of a person of this workspace. */
  as(person: SignedInPerson): { token: string; headers: Record<string, string> };
}

async function person(server: TestServer, tag: string, role: string): Promise<SignedInPerson> {
  return buildSignedInUser(server, {
    email: `${tag}-${role}@example.com`,
    fullname: `${tag} ${role}`,
  });
}

/**
 * Builds a workspace holding one of every item (group, project, doc, template, log, link group
 * and links, planning, share links, upload, billing), through the API as its owner would.
 */
export async function buildFullWorkspace(
  server: TestServer,
  options: { subscribed?: boolean } = {},
): Promise<FullWorkspace> {
  const tag = `zq${randomBytes(4).toString('hex')}`;
  const owner = await person(server, tag, 'owner');
  const row = await buildWorkspace(server, owner.user, `${tag} Workspace`);
  const workspace = { id: row.id, name: row.name };
  const people = {
    owner,
    admin: await person(server, tag, 'admin'),
    member: await person(server, tag, 'member'),
    guest: await person(server, tag, 'guest'),
    viewer: await person(server, tag, 'viewer'),
  };
  await addMember(server, workspace, people.admin.user, 'ADMIN');
  await addMember(server, workspace, people.member.user, 'MEMBER');
  await addMember(server, workspace, people.guest.user, 'GUEST');
  await addMember(server, workspace, people.viewer.user, 'GUEST');
  const as = (who: SignedInPerson) => ({ token: who.token, headers: inWorkspace(workspace) });
  const call: CallAsOwner = (method, path, body) =>
    server.api(method, path, { ...as(owner), body });

  const inviteeEmail = `${tag}-invitee@example.com`;
  const team = expectOk(
    await call<{ user: { id: number; email: string } }[]>('POST', '/workspaces/c/team', {
      invites: [{ email: inviteeEmail, role: 'MEMBER' }],
    }),
    'invite',
  );
  const invitee = team.find((entry) => entry.user.email === inviteeEmail)?.user;
  if (!invitee) throw new Error('fixture: the invitee is not on the team');

  const upload = await uploadPng(server, owner.token);
  expectOk(await call('PUT', '/users/me', { avatar: upload }), 'avatar');
  expectOk(await call('PUT', '/workspaces/c', { logo: upload }), 'logo');

  type Created = { created_id: number };
  const groupId = expectOk(
    await call<Created>('POST', '/groups', { name: `${tag} Group`, privacy: 'PRIVATE' }),
    'group',
  ).created_id;
  const projectId = expectOk(
    await call<Created>('POST', '/projects', {
      name: `${tag} Project`,
      group_id: groupId,
      privacy: 'PRIVATE',
    }),
    'project',
  ).created_id;
  const docFile = await attachFile(server, as(owner), { projectId, tag });
  const importJobId = await importJob(server, as(owner), { projectId, tag });
  expectOk(
    await call('POST', `/projects/${projectId}/team`, {
      invites: [{ user_id: people.viewer.user.id, right: 'VIEW' }],
    }),
    'project team',
  );

  const place: FixturePlace = { call, tag, projectId };
  const { docId, ...docItems } = await buildCommentedDoc(server, place, {
    workspaceId: workspace.id,
    owner,
    viewer: people.viewer,
  });
  const { id: apiTokenId, token: apiToken } = expectOk(
    await call<{ id: number; token: string }>('POST', '/users/me/api-tokens', {
      name: `${tag} Token`,
      scope: 'write',
      expires_in_days: 30,
    }),
    'API token',
  );
  const ownerSessionId = await secondSessionOf(server, owner);
  const templateId = await buildTemplate(place, docId);
  const projectItems = await buildProjectItems(place, docId);
  const invoiceId = options.subscribed ? await subscribe(call, tag) : null;

  return {
    tag,
    workspace,
    people,
    invitee,
    groupId,
    projectId,
    docId,
    ...docItems,
    apiToken,
    apiTokenId,
    ownerSessionId,
    templateId,
    ...projectItems,
    upload,
    docFile,
    importJobId,
    invoiceId,
    as,
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import {
  addMember,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from '../factories';
import type { TestServer } from '../harness';
import { recordVersion } from '../../modules/docs/docs-history.repository';
import { insertInboxItems } from '../../modules/inbox/inbox.repository';
import { strayAnchor } from '../comment-anchors';
import { richText } from '../rich-text';
import { ONE_PIXEL_PNG, uploadPng } from '../images';
import { expectOk, type CallAsOwner } from './sweep-calls';
import { subscribe } from './paying-workspace';
import { secondSessionOf } from './second-session';

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

/** An import job of the project (POST /projects/{id}/docs/imports), waited for until it ends. */
async function importJob(
  server: TestServer,
  options: { token: string; headers: Record<string, string> },
  place: { projectId: number; tag: string },
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([`# ${place.tag} Imported notes\n`]), 'notes.md');
  const headers = { authorization: `Bearer ${options.token}`, ...options.headers };
  const base = `/api/projects/${place.projectId}/docs/imports`;
  const started = await server.fetch(base, { method: 'POST', body: form, headers });
  const { id } = (await started.json()) as { id: number };
  if (started.status !== 202) throw new Error('fixture: import job not started');
  for (let tries = 0; tries < 200; tries += 1) {
    const read = await server.fetch(`${base}/${id}`, { headers });
    const { status } = (await read.json()) as { status: string };
    if (status === 'done') return id;
    if (status === 'failed') throw new Error('fixture: import job failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('fixture: import job never ended');
}

async function person(server: TestServer, tag: string, role: string): Promise<SignedInPerson> {
  return buildSignedInUser(server, {
    email: `${tag}-${role}@example.com`,
    fullname: `${tag} ${role}`,
  });
}

/**
 * A file attached to the project's docs (POST /projects/{id}/files), its text naming the
 * workspace's tag (so a sweep sees whose it is): its stored name.
 */
async function attachFile(
  server: TestServer,
  options: { token: string; headers: Record<string, string> },
  place: { projectId: number; tag: string },
): Promise<string> {
  const { projectId, tag } = place;
  const form = new FormData();
  form.append('file', new Blob([`${tag} Project notes`], { type: 'text/plain' }), 'notes.txt');
  const response = await server.fetch(`/api/projects/${projectId}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${options.token}`, ...options.headers },
  });
  const body = (await response.json()) as { url?: string };
  const docFile = body.url?.split('/').pop();
  if (response.status !== 201 || !docFile) throw new Error('fixture: file attachment failed');
  return docFile;
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

  const newDoc = async (
    name: string,
    extra: Record<string, unknown> = {},
    content: unknown = richText(`${name} text`),
  ) => {
    const doc = expectOk(
      await call<{ id: number }>('POST', `/projects/${projectId}/docs`, {
        parent_path: '',
        content,
      }),
      'doc',
    );
    expectOk(await call('PUT', `/projects/${projectId}/docs/${doc.id}`, { name, ...extra }), name);
    return doc.id;
  };
  const docId = await newDoc(`${tag} Doc`);
  const version = await recordVersion(
    { db: server.app.services.database.db, cpu: server.app.services.cpu },
    docId,
  );
  if (!version) throw new Error('fixture: no version of the doc');
  const thread = expectOk(
    await call<{ id: number; comments: { id: number }[] }>(
      'POST',
      `/projects/${projectId}/docs/${docId}/threads`,
      {
        client_request_id: randomUUID(),
        anchor: strayAnchor(),
        quote: `${tag} Doc`,
        body: `${tag} comment`,
        mentions: [people.viewer.user.id],
      },
    ),
    'comment thread',
  );
  const commentId = thread.comments[0]?.id;
  if (commentId === undefined) throw new Error('fixture: the thread has no comment');
  const [inboxItem] = await insertInboxItems(server.app.services.database.db, [
    {
      workspaceId: workspace.id,
      userId: people.owner.user.id,
      kind: 'reply',
      actorId: people.viewer.user.id,
      projectId,
      docId,
      threadId: thread.id,
      commentId,
      title: `${tag} Doc`,
    },
  ]);
  if (!inboxItem) throw new Error('fixture: no inbox entry');
  const { id: apiTokenId, token: apiToken } = expectOk(
    await call<{ id: number; token: string }>('POST', '/users/me/api-tokens', {
      name: `${tag} Token`,
      scope: 'write',
      expires_in_days: 30,
    }),
    'API token',
  );
  const ownerSessionId = await secondSessionOf(server, owner);
  // The template links to the doc: the doc's "Linked from" names it.
  const templateId = await newDoc(
    `${tag} Template`,
    { is_template: true },
    {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: `${tag} Template text ` },
            { type: 'pageLink', attrs: { docId: String(docId), title: `${tag} Doc` } },
          ],
        },
      ],
    },
  );

  const logId = expectOk(
    await call<Created>('POST', `/projects/${projectId}/logs`, {
      title: `${tag} Log`,
      description: richText(`${tag} log text`),
      attachments: [{ link_type: 'doc', target: { id: docId } }],
    }),
    'log',
  ).created_id;

  const doomedLogId = expectOk(
    await call<Created>('POST', `/projects/${projectId}/logs`, {
      title: `${tag} Doomed log`,
      description: richText(`${tag} doomed`),
      attachments: [],
    }),
    'doomed log',
  ).created_id;
  const trashEntryId = expectOk(
    await call<{ trash_id: number }>('DELETE', `/projects/${projectId}/logs/${doomedLogId}`),
    'trashed log',
  ).trash_id;

  type Links = { groups: { id: number; links: { id: number; link_type: string }[] }[] };
  const links = expectOk(
    await call<Links>('POST', `/projects/${projectId}/important-links`, {
      group_name: `${tag} Links`,
      link_type: 'external',
      url: `https://example.com/${tag}`,
      title: `${tag} Link`,
    }),
    'important link',
  );
  const linkGroup = links.groups[0];
  const link = linkGroup?.links.find((entry) => entry.link_type === 'external');
  if (!linkGroup || !link) throw new Error('fixture: no important link');
  expectOk(
    await call('POST', `/projects/${projectId}/important-links`, {
      group_id: linkGroup.id,
      link_type: 'doc',
      doc_id: docId,
    }),
    'doc link',
  );

  const phase = {
    id: 'phase-1',
    name: `${tag} Phase`,
    start: '2030-01-01',
    end: '2030-02-01',
    color: 'blue',
    progress: 10,
    links: [{ type: 'doc', id: docId }],
  };
  expectOk(
    await call('PUT', `/projects/${projectId}/planning`, {
      planning: { phases: [phase], milestones: [] },
    }),
    'planning',
  );
  type Shared = { share_token: string | null };
  const projectShareToken = expectOk(
    await call<Shared>('PUT', `/projects/${projectId}/share`, { enabled: true }),
    'project share',
  ).share_token;
  const docShareToken = expectOk(
    await call<Shared>('PUT', `/projects/${projectId}/docs/${docId}/share`, { enabled: true }),
    'doc share',
  ).share_token;
  if (!projectShareToken || !docShareToken) throw new Error('fixture: no share token');
  const invoiceId = options.subscribed ? await subscribe(call, tag) : null;

  return {
    tag,
    workspace,
    people,
    invitee,
    groupId,
    projectId,
    docId,
    versionId: version.id,
    threadId: thread.id,
    commentId,
    inboxItemId: inboxItem.id,
    apiToken,
    apiTokenId,
    ownerSessionId,
    templateId,
    logId,
    linkGroupId: linkGroup.id,
    linkId: link.id,
    trashEntryId,
    projectShareToken,
    docShareToken,
    upload,
    docFile,
    importJobId,
    invoiceId,
    as,
  };
}

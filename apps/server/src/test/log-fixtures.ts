import type { RichTextNode } from '@hangar/contracts';
import {
  addMember,
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildOwnedDoc,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from './factories';
import type { TestServer } from './harness';

/** A one-paragraph rich-text description. */
export const richText = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }],
});

/**
 * A PRIVATE project of a PRIVATE group, with a doc named 'Spec'. Olive (the workspace owner)
 * and Tina edit it, Quentin and Vera view it; Otto is a member of the workspace outside it.
 */
export async function buildLogsSetting(server: TestServer) {
  const owner = await buildSignedInUser(server, { fullname: 'Olive Owner' });
  const teammate = await buildSignedInUser(server, { fullname: 'Tina Teammate' });
  const quiet = await buildSignedInUser(server, { fullname: 'Quentin Quiet' });
  const viewer = await buildSignedInUser(server, { fullname: 'Vera Viewer' });
  const outsider = await buildSignedInUser(server, { fullname: 'Otto Outsider' });
  const workspace = await buildWorkspace(server, owner.user, 'Northwind');
  for (const person of [teammate, quiet, viewer, outsider])
    await addMember(server, workspace, person.user, 'MEMBER');
  const group = await buildGroup(server, workspace, { privacy: 'PRIVATE' });
  const project = await buildProject(server, group, {
    privacy: 'PRIVATE',
    team: [
      { user: owner.user, right: 'EDIT' },
      { user: teammate.user, right: 'EDIT' },
      { user: quiet.user, right: 'VIEW' },
      { user: viewer.user, right: 'VIEW' },
    ],
  });
  const as = (person: SignedInPerson, clientId?: string) => ({
    token: person.token,
    headers: inWorkspace(workspace, clientId),
  });
  const newDoc = async (projectId: number, name: string) => {
    const doc = await server.api<{ id: number }>('POST', `/projects/${projectId}/docs`, {
      ...as(owner),
      body: { parent_path: '' },
    });
    await server.api('PUT', `/projects/${projectId}/docs/${doc.body.id}`, {
      ...as(owner),
      body: { name },
    });
    return doc.body.id;
  };
  const base = `/projects/${project.id}/logs`;
  const newLog = async (title: string, attachments: unknown[] = []) => {
    const created = await server.api<{ created_id: number }>('POST', base, {
      ...as(owner),
      body: { title, description: richText(title), attachments },
    });
    return created.body.created_id;
  };
  const docId = await newDoc(project.id, 'Spec');
  return {
    owner,
    teammate,
    quiet,
    viewer,
    outsider,
    workspace,
    group,
    project,
    as,
    base,
    docId,
    newDoc,
    newLog,
  };
}

/** `buildOwnedDoc` plus one log of its project (made over HTTP) and a call helper as the owner. */
export async function buildOwnedLog(server: TestServer) {
  const owned = await buildOwnedDoc(server);
  const call = <Body>(method: string, path: string, body?: unknown) =>
    server.api<Body>(method, path, {
      token: owned.owner.token,
      headers: inWorkspace(owned.workspace),
      body,
    });
  const log = await call<{ created_id: number }>('POST', `/projects/${owned.project.id}/logs`, {
    title: 'Kick-off',
    description: richText('Notes'),
    attachments: [],
  });
  return { ...owned, call, logId: log.body.created_id };
}

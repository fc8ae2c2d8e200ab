import type { RichTextNode } from '@hangar/contracts';
import { buildOwnedDoc, inWorkspace, type SignedInPerson } from './factories';
import type { TestServer } from './harness';
import { buildWorld } from './world';

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
  const world = await buildWorld(server, {
    name: 'Northwind',
    people: {
      owner: 'OWNER',
      teammate: { role: 'MEMBER', fullname: 'Tina Teammate' },
      quiet: { role: 'MEMBER', fullname: 'Quentin Quiet' },
      viewer: { role: 'MEMBER', fullname: 'Vera Viewer' },
      outsider: { role: 'MEMBER', fullname: 'Otto Outsider' },
    },
    groups: { group: { privacy: 'PRIVATE' } },
    projects: {
      project: {
        privacy: 'PRIVATE',
        team: { owner: 'EDIT', teammate: 'EDIT', quiet: 'VIEW', viewer: 'VIEW' },
      },
    },
    docs: { spec: { name: 'Spec' } },
  });
  const { workspace } = world;
  const { owner, teammate, quiet, viewer, outsider } = world.people;
  const { group } = world.groups;
  const { project } = world.projects;
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
  const docId = world.docs.spec.id;
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

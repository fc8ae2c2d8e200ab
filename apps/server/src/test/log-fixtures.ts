import type { TestServer } from './harness';
import { richText } from './rich-text';
import { buildWorld } from './world';

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
  const { project } = world.projects;
  return {
    ...world,
    ...world.people,
    group: world.groups.group,
    project,
    base: `/projects/${project.id}/logs`,
    docId: world.docs.spec.id,
    /** A log of the project by the owner, described by its title unless `values` say; its id. */
    newLog: async (title: string, values: { attachments?: unknown[] } = {}) =>
      (await world.newLog(project.id, { title, ...values })).id,
  };
}

/** An owner's workspace with a project, one doc and one log (made over HTTP). */
export async function buildOwnedLog(server: TestServer) {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
    docs: { doc: {} },
    logs: { kickOff: { title: 'Kick-off', description: richText('Notes') } },
  });
  return {
    ...world,
    owner: world.people.owner,
    project: world.projects.project,
    call: world.callAs('owner'),
    docId: world.docs.doc.id,
    logId: world.logs.kickOff.id,
  };
}

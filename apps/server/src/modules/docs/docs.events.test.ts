import { describe, expect, it } from 'vitest';
import { buildGroup, buildProject, type SignedInPerson } from '../../test/factories';
import { buildCrew } from '../../test/world';
import { useTestEnvironment } from '../../test/harness';
import { updateProject } from '../projects/projects.repository';
import { openEventStream, type EventStreamReader } from '../../test/sse-client';

const server = useTestEnvironment();

async function subscribe(person: SignedInPerson): Promise<EventStreamReader> {
  const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${person.token}`);
  await stream.until((event) => event.event === 'ready');
  return stream;
}

describe('live doc events (topic doc)', () => {
  it("reach the people who can see the doc's project, and nobody else", async () => {
    const { workspace, people, as } = await buildCrew(server);
    const group = await buildGroup(server, workspace);
    // A private project: the member reads it through its team, the guest is not on it.
    const project = await buildProject(server, group, {
      privacy: 'PRIVATE',
      team: [
        { user: people.owner.user, right: 'EDIT' },
        { user: people.member.user, right: 'VIEW' },
      ],
    });
    const reader = await subscribe(people.member);
    const outsider = await subscribe(people.guest);
    const base = `/projects/${project.id}/docs`;
    const owner = as(people.owner, 'owner-tab-01');
    try {
      const created = await server.api<{ id: number; path: string }>('POST', base, {
        ...owner,
        body: { parent_path: '' },
      });
      const other = await server.api<{ id: number; path: string }>('POST', base, {
        ...owner,
        body: { parent_path: '' },
      });
      const { id, path } = created.body;
      await server.api('PUT', `${base}/${id}`, { ...owner, body: { name: 'Plan' } });
      await server.api('PUT', `${base}/move`, {
        ...owner,
        body: { from_path: path, to_path: other.body.path, area: 'after' },
      });
      await server.api('PUT', `${base}/${id}/archive`, owner);
      await server.api('PUT', `${base}/${id}/restore`, owner);
      await server.api('DELETE', `${base}/${id}`, owner);

      const expected = [
        [id, 'created'],
        [other.body.id, 'created'],
        [id, 'updated'],
        [id, 'moved'],
        [id, 'archived'],
        [id, 'restored'],
        [id, 'deleted'],
      ] as const;
      for (const [docId, action] of expected) {
        expect(JSON.parse((await reader.next()).data)).toEqual({
          topic: 'doc',
          payload: { project_id: project.id, doc_id: docId, action },
          source: 'owner-tab-01',
        });
      }
      await expect(outsider.next(400)).rejects.toThrow('no server-sent event');
    } finally {
      reader.close();
      outsider.close();
    }
  });

  it('of an edit reach the team of the group the project is in now, read with the access check', async () => {
    const { workspace, people, as } = await buildCrew(server);
    // Only the member sees the project through the group it leaves, only the guest through
    // the group it joins.
    const from = await buildGroup(server, workspace, {
      privacy: 'PRIVATE',
      team: [{ user: people.member.user, right: 'VIEW' }],
    });
    const to = await buildGroup(server, workspace, {
      name: 'Research',
      privacy: 'PRIVATE',
      team: [{ user: people.guest.user, right: 'VIEW' }],
    });
    const project = await buildProject(server, from, { privacy: 'PRIVATE' });
    const base = `/projects/${project.id}/docs`;
    const owner = as(people.owner, 'owner-tab-02');
    const doc = await server.api<{ id: number }>('POST', base, {
      ...owner,
      body: { parent_path: '' },
    });
    await updateProject(server.app.services.database.db, project.id, { groupId: to.id });
    const leftBehind = await subscribe(people.member);
    const joined = await subscribe(people.guest);
    try {
      await server.api('PUT', `${base}/${doc.body.id}`, { ...owner, body: { name: 'Moved' } });
      expect(JSON.parse((await joined.next()).data)).toMatchObject({
        payload: { project_id: project.id, doc_id: doc.body.id, action: 'updated' },
      });
      await expect(leftBehind.next(400)).rejects.toThrow('no server-sent event');
    } finally {
      leftBehind.close();
      joined.close();
    }
  });
});

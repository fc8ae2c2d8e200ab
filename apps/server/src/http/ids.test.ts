import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnedDoc, inWorkspace } from '../test/factories';
import { startTestEnvironment, type TestEnvironment } from '../test/harness';
import { richText } from '../test/log-fixtures';

let server: TestEnvironment;

beforeAll(async () => {
  server = await startTestEnvironment();
});
afterAll(() => server.close());

/** One more than PostgreSQL's `integer` holds. */
const TOO_BIG = 2_147_483_648;

async function setting() {
  const { owner, workspace, project, docId } = await buildOwnedDoc(server);
  const call = <Body>(method: string, path: string, body?: unknown) =>
    server.api<Body>(method, path, { token: owner.token, headers: inWorkspace(workspace), body });
  const log = await call<{ created_id: number }>('POST', `/projects/${project.id}/logs`, {
    title: 'Kick-off',
    description: richText('Notes'),
    attachments: [],
  });
  return { call, project, docId, logId: log.body.created_id };
}

const milestoneLinkedTo = (id: number) => ({
  phases: [],
  milestones: [
    { id: 'm1', name: 'Launch', date: '2030-01-01', color: 'blue', links: [{ type: 'doc', id }] },
  ],
});

describe('an id beyond the database integer', () => {
  it('answers 422 "Invalid id" in bodies and queries, never a 500', async () => {
    const { call, project, docId, logId } = await setting();
    const projectPath = `/projects/${project.id}`;
    const invites = { invites: [{ user_id: TOO_BIG, right: 'VIEW' }] };
    const cases: [method: string, path: string, body: unknown, loc: (string | number)[]][] = [
      ['POST', '/projects', { name: 'p', group_id: TOO_BIG }, ['body', 'group_id']],
      ['PUT', projectPath, { group_id: TOO_BIG }, ['body', 'group_id']],
      ['GET', `/projects?group_id=${TOO_BIG}`, undefined, ['querystring', 'group_id']],
      ['GET', `/groups?ids=1,${TOO_BIG}`, undefined, ['querystring', 'ids', 1]],
      [
        'POST',
        `${projectPath}/docs/${docId}/duplicate`,
        { name: 'Copy', target_project_id: TOO_BIG },
        ['body', 'target_project_id'],
      ],
      ['POST', `/groups/${project.groupId}/team`, invites, ['body', 'invites', 0, 'user_id']],
      ['POST', `${projectPath}/team`, invites, ['body', 'invites', 0, 'user_id']],
      [
        'PUT',
        `${projectPath}/planning`,
        { planning: milestoneLinkedTo(TOO_BIG) },
        ['body', 'planning', 'milestones', 0, 'links', 0, 'id'],
      ],
      [
        'POST',
        `${projectPath}/logs`,
        {
          title: 'Attached',
          description: richText('x'),
          attachments: [{ link_type: 'doc', target: { id: TOO_BIG } }],
        },
        ['body', 'attachments', 0, 'target', 'id'],
      ],
      [
        'POST',
        `${projectPath}/logs/${logId}/notify`,
        { recipients: [TOO_BIG] },
        ['body', 'recipients', 0],
      ],
      [
        'POST',
        `${projectPath}/important-links`,
        { group_name: 'Specs', link_type: 'doc', doc_id: TOO_BIG },
        ['body', 'doc_id'],
      ],
      [
        'POST',
        `${projectPath}/important-links`,
        { group_id: TOO_BIG, link_type: 'external', url: 'https://example.com/' },
        ['body', 'group_id'],
      ],
      [
        'PUT',
        `${projectPath}/important-links`,
        { groups: [{ id: TOO_BIG, name: 'Specs', links: [] }] },
        ['body', 'groups', 0, 'id'],
      ],
      [
        'POST',
        '/admin/billing/trial',
        { workspace_id: TOO_BIG, customer_email: 'demo@example.com' },
        ['body', 'workspace_id'],
      ],
      ['GET', `/groups/${TOO_BIG}`, undefined, ['params', 'id']],
      ['PUT', `${projectPath}/docs/${docId}/use-template/${TOO_BIG}`, {}, ['params', 'templateId']],
    ];
    for (const [method, path, body, loc] of cases) {
      const response = await call<{ detail: { loc: unknown[]; msg: string }[] }>(
        method,
        path,
        body,
      );
      const label = `${method} ${path} ${loc.join('.')}`;
      expect.soft(response.status, label).toBe(422);
      expect.soft(response.body.detail, label).toContainEqual({ loc, msg: 'Invalid id' });
    }
  });

  it('is refused as well in the workspace header, and the largest id is simply not found', async () => {
    const { call } = await setting();
    const header = await server.api('GET', '/workspaces/c', {
      headers: { 'x-workspace-id': String(TOO_BIG) },
    });
    expect(header.status).toBe(400);
    const largest = await call('GET', '/groups/2147483647');
    expect(largest).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
  });
});

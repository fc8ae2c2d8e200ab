import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../test/harness';
import { buildOwnedLog } from '../test/log-fixtures';
import { richText } from '../test/rich-text';
import { expectValidationIssue, type ValidationCase } from '../test/validation-cases';

const server = useTestEnvironment();

/** One more than PostgreSQL's `integer` holds. */
const TOO_BIG = 2_147_483_648;

const setting = () => buildOwnedLog(server);

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
    const cases: ValidationCase[] = [
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
    await expectValidationIssue(call, cases, 'Invalid id');
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

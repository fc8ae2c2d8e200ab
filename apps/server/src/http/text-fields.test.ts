import { describe, expect, it } from 'vitest';
import { TEST_CUSTOMER } from '../modules/billing/billing-fixtures';
import { useTestEnvironment } from '../test/harness';
import { buildOwnedLog } from '../test/log-fixtures';
import { richText } from '../test/rich-text';
import { expectValidationIssue, type ValidationCase } from '../test/validation-cases';

const server = useTestEnvironment();

const NUL = 'a\u0000b';
const CONTROL = 'Must not contain control characters';

/** One doc, one log, one external link and one group of a project, all made over HTTP. */
async function setting() {
  const { call, project, docId, logId } = await buildOwnedLog(server);
  const links = await call<{ groups: { links: { id: number }[] }[] }>(
    'POST',
    `/projects/${project.id}/important-links`,
    { group_name: 'Specs', link_type: 'external', url: 'https://example.com/spec' },
  );
  const linkId = links.body.groups[0]?.links[0]?.id;
  return { call, project, docId, logId, linkId };
}

const phase = (name: string) => ({
  phases: [{ id: 'p1', name, start: '2030-01-01', end: '2030-02-01', color: 'blue', progress: 0 }],
  milestones: [],
});

const paragraph = (content: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});

describe('a NUL character in any text field', () => {
  it('answers 422 with the field and a clear message, never a 500', async () => {
    const { call, project, docId, logId, linkId } = await setting();
    const projectPath = `/projects/${project.id}`;
    const docPath = `${projectPath}/docs/${docId}`;
    const logPath = `${projectPath}/logs/${logId}`;
    const cases: ValidationCase[] = [
      ['PUT', '/users/me', { fullname: NUL }, ['fullname']],
      ['PUT', '/users/me', { avatar: NUL }, ['avatar']],
      ['POST', '/workspaces', { name: NUL }, ['name']],
      ['PUT', '/workspaces/c', { name: NUL }, ['name']],
      ['PUT', '/workspaces/c', { logo: NUL }, ['logo']],
      ['PUT', '/workspaces/c/personal-settings', { job_title: NUL }, ['job_title']],
      ['POST', '/groups', { name: NUL }, ['name']],
      ['POST', '/projects', { name: NUL, group_id: project.groupId }, ['name']],
      ['PUT', projectPath, { name: NUL }, ['name']],
      ['PUT', projectPath, { emoji: NUL }, ['emoji']],
      [
        'PUT',
        `${projectPath}/planning`,
        { planning: phase(NUL) },
        ['planning', 'phases', 0, 'name'],
      ],
      ['PUT', docPath, { name: NUL }, ['name']],
      ['PUT', docPath, { emoji: NUL }, ['emoji']],
      ['POST', `${docPath}/duplicate`, { name: NUL }, ['name']],
      ['PUT', logPath, { title: NUL }, ['title']],
      [
        'PUT',
        logPath,
        { description: paragraph([{ type: 'text', text: NUL }]) },
        ['description', 'content', 0, 'content', 0, 'text'],
      ],
      [
        'POST',
        `${projectPath}/logs`,
        {
          title: 'Links',
          description: richText('x'),
          attachments: [{ link_type: 'external', target: { url: `https://example.com/${NUL}` } }],
        },
        ['attachments', 0, 'target', 'url'],
      ],
      [
        'POST',
        `${projectPath}/important-links`,
        { group_name: NUL, link_type: 'external', url: 'https://example.com/' },
        ['group_name'],
      ],
      [
        'PUT',
        `${projectPath}/important-links`,
        { groups: [{ name: NUL, links: [] }] },
        ['groups', 0, 'name'],
      ],
      ['PUT', `${projectPath}/external-links/${linkId}`, { title: NUL }, ['title']],
      ['POST', '/billing/customer', { ...TEST_CUSTOMER, city: NUL }, ['city']],
      ['POST', '/billing/customer', { ...TEST_CUSTOMER, vat_number: NUL }, ['vat_number']],
      ['PUT', '/billing/payment-method', { payment_method_id: `pm_${NUL}` }, ['payment_method_id']],
      [
        'POST',
        '/admin/workspaces/demo',
        { name: 'Demo', owner_email: 'demo@example.com', owner_lang: NUL },
        ['owner_lang'],
      ],
    ];
    await expectValidationIssue(
      call,
      cases.map(([method, path, body, loc]) => [method, path, body, ['body', ...loc]]),
      CONTROL,
    );
  });

  it('is refused in rich-text attributes and link marks too', async () => {
    const { call, project, logId } = await setting();
    const logPath = `/projects/${project.id}/logs/${logId}`;
    const linked = (attrs: Record<string, string>) =>
      paragraph([{ type: 'text', text: 'spec', marks: [{ type: 'link', attrs }] }]);
    for (const description of [
      { type: 'doc', content: [{ type: 'heading', attrs: { level: NUL } }] },
      { type: 'doc', content: [{ type: 'heading', attrs: { [NUL]: 1 } }] },
      linked({ href: `https://example.com/${NUL}` }),
      linked({ href: 'https://example.com/', [NUL]: 'x' }),
    ]) {
      const response = await call<{ detail: unknown[] }>('PUT', logPath, { description });
      expect(response.status, JSON.stringify(description)).toBe(422);
      expect(response.body.detail.length).toBeGreaterThan(0);
    }
  });

  it('refuses half of a surrogate pair, which PostgreSQL refuses in JSON', async () => {
    const { call, project, logId } = await setting();
    const lone = 'a\uD800b';
    const response = await call<{ detail: unknown[] }>(
      'PUT',
      `/projects/${project.id}/logs/${logId}`,
      { title: lone, description: paragraph([{ type: 'text', text: lone }]) },
    );
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { loc: ['body', 'title'], msg: 'Must not contain invalid characters' },
      {
        loc: ['body', 'description', 'content', 0, 'content', 0, 'text'],
        msg: 'Must not contain invalid characters',
      },
    ]);
  });

  it('cannot reach the database through a path parameter or the workspace header', async () => {
    const { call, project } = await setting();
    const token = `${'a'.repeat(24)}%00`;
    for (const path of [
      `/users/signup/profile/${token}`,
      `/users/password-reset/${token}`,
      `/public/${token}/project`,
      `/projects/${project.id}%00`,
      `/groups/%00${project.groupId}`,
    ]) {
      const response = await call<{ detail: { loc: unknown[] }[] }>('GET', path);
      expect(response.status, path).toBe(422);
      expect(response.body.detail[0]?.loc[0], path).toBe('params');
    }
    const media = await server.fetch('/media/%00.png');
    expect(media.status).toBe(404);
    const header = await server.fetch('/api/workspaces/c', {
      headers: { 'x-workspace-id': `${project.workspaceId}%00` },
    });
    expect(header.status).toBe(400);
    expect(await header.json()).toEqual({
      detail: [{ loc: ['header', 'x-workspace-id'], msg: 'Invalid workspace id' }],
    });
  });

  it('keeps tabs and line breaks in rich text, where they belong', async () => {
    const { call, project, logId } = await setting();
    const description = paragraph([{ type: 'text', text: 'one\ttwo\nthree' }]);
    const saved = await call<{ description: unknown }>(
      'PUT',
      `/projects/${project.id}/logs/${logId}`,
      { description },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.description).toEqual(description);
  });
});

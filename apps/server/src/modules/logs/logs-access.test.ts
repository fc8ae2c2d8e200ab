import { describe, expect, it } from 'vitest';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import { buildProject } from '../../test/factories';
import { expectEachNotFound, type ApiCall } from '../../test/api-calls';
import { buildLogsSetting } from '../../test/log-fixtures';
import { richText } from '../../test/rich-text';
import { useTestEnvironment } from '../../test/harness';
import { useEventStreams } from '../../test/sse-client';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

const setting = () => buildLogsSetting(server);
type Attachments = { attachments: { link_type: string; target: { url: string } }[] };

const listen = useEventStreams(server);

describe('live logs', () => {
  it('reach the project team and no one outside a private project', async () => {
    const { owner, teammate, outsider, as, base, newLog } = await setting();
    const team = await listen(teammate);
    const stranger = await listen(outsider);
    const logId = await newLog('Countdown');
    await server.api('PUT', `${base}/${logId}/archive`, as(owner));
    await server.api('PUT', `${base}/${logId}/restore`, as(owner));
    await server.api('POST', `${base}/${logId}/notify`, {
      ...as(owner),
      body: { recipients: [teammate.user.id] },
    });
    const seen: string[] = [];
    for (let index = 0; index < 9; index++) {
      const { topic, payload } = JSON.parse((await team.next()).data);
      seen.push(payload.action ? `${topic} ${payload.action}` : topic);
    }
    expect(seen).toEqual([
      'log created',
      'projectLogs',
      'log archived',
      'projectLogs',
      'log restored',
      'projectLogs',
      'log notified',
      'log updated',
      // The log sent to the teammate is in their inbox.
      'inbox added',
    ]);
    await expect(stranger.next(400)).rejects.toThrow('no server-sent event');
  });
});

describe('attachments to docs the editor cannot see', () => {
  it('are kept when another editor changes the attachments', async () => {
    const { owner, teammate, as, base, group, newDoc, newLog } = await setting();
    const vault = await buildProject(server, group, { name: 'Vault', privacy: 'PRIVATE' });
    const secretDoc = (await newDoc(vault.id, { name: 'Acquisition memo' })).id;
    const logId = await newLog('Deal', {
      attachments: [
        { link_type: 'doc', target: { id: secretDoc } },
        { link_type: 'external', target: { url: 'https://a.example' } },
      ],
    });
    const path = `${base}/${logId}`;
    const urls = async (person: typeof owner) =>
      (await server.api<Attachments>('GET', path, as(person))).body.attachments.map(
        (attachment) => attachment.target.url,
      );
    expect(await urls(teammate)).toEqual(['https://a.example']);
    const edited = await server.api<Attachments>('PUT', path, {
      ...as(teammate),
      body: {
        attachments: [
          { link_type: 'external', target: { url: 'https://a.example' } },
          { link_type: 'external', target: { url: 'https://b.example' } },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(await urls(teammate)).toEqual(['https://a.example', 'https://b.example']);
    expect(await urls(owner)).toEqual([
      'https://a.example',
      'https://b.example',
      expect.stringContaining(`/doc/${secretDoc}`),
    ]);
  });
});

describe('an archived project', () => {
  it('refuses every change to its logs, restoring one included, saying why', async () => {
    const { owner, project, as, base, newLog } = await setting();
    const active = await newLog('Active');
    const archived = await newLog('Archived');
    await server.api('PUT', `${base}/${archived}/archive`, as(owner));
    await server.api('PUT', `/projects/${project.id}/archive`, as(owner));
    const attempts: [string, string, unknown?][] = [
      ['POST', base, { title: 'New', description: richText('x'), attachments: [] }],
      ['PUT', `${base}/${active}`, { title: 'Changed' }],
      ['PUT', `${base}/${active}/archive`],
      ['PUT', `${base}/${archived}/restore`],
      ['POST', `${base}/${active}/notify`, {}],
      ['DELETE', `${base}/${active}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await server.api(method, path, { ...as(owner), body });
      expect(response, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: PROJECT_ARCHIVED },
      });
    }
    expect((await server.api('GET', `${base}/${active}`, as(owner))).body).toMatchObject({
      title: 'Active',
      is_archived: false,
      notification_sent: false,
    });
    expect(
      (await server.api<unknown[]>('GET', `${base}?only=archived`, as(owner))).body,
    ).toHaveLength(1);
  });
});

describe('ids that do not belong', () => {
  it('answer 404 for a project of another workspace, and a log of another project', async () => {
    const mine = await setting();
    const theirs = await setting();
    const theirLog = await theirs.newLog('Theirs');
    const sibling = await buildProject(server, mine.group, {
      name: 'Sibling',
      team: [{ user: mine.owner.user, right: 'EDIT' }],
    });
    const siblingLog = await server.api<{ created_id: number }>(
      'POST',
      `/projects/${sibling.id}/logs`,
      {
        ...mine.as(mine.owner),
        body: { title: 'Sibling', description: richText('x'), attachments: [] },
      },
    );
    const newLog = { title: 'Stolen', description: richText('x'), attachments: [] };
    const calls: ApiCall[] = [
      ['GET', theirs.base],
      ['POST', theirs.base, newLog],
      ['GET', `${theirs.base}/${theirLog}`],
      ['PUT', `${theirs.base}/${theirLog}/restore`],
    ];
    for (const logId of [theirLog, siblingLog.body.created_id]) {
      calls.push(
        ['GET', `${mine.base}/${logId}`],
        ['PUT', `${mine.base}/${logId}`, { title: 'Stolen' }],
        ['DELETE', `${mine.base}/${logId}`],
        ['PUT', `${mine.base}/${logId}/archive`],
        ['PUT', `${mine.base}/${logId}/restore`],
        ['POST', `${mine.base}/${logId}/notify`, {}],
      );
    }
    await expectEachNotFound(mine.callAs('owner'), calls);
    const myLog = await mine.newLog('Mine');
    const foreignDoc = await server.api('PUT', `${mine.base}/${myLog}`, {
      ...mine.as(mine.owner),
      body: { attachments: [{ link_type: 'doc', target: { id: theirs.docId } }] },
    });
    expect(foreignDoc).toMatchObject(
      oneValidationIssue(
        ['body', 'attachments', 0, 'target', 'id'],
        'This document does not exist',
      ),
    );
    const theirsAfter = await server.api('GET', `${theirs.base}/${theirLog}`, {
      ...theirs.as(theirs.owner),
    });
    expect(theirsAfter.body).toMatchObject({ title: 'Theirs', is_archived: false });
    const siblingAfter = await server.api(
      'GET',
      `/projects/${sibling.id}/logs/${siblingLog.body.created_id}`,
      mine.as(mine.owner),
    );
    expect(siblingAfter.body).toMatchObject({ title: 'Sibling', is_archived: false });
  });
});

import { MAX_LOGS_PAGE } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLogsSetting } from '../../test/log-fixtures';
import { useTestEnvironment } from '../../test/harness';

const server = useTestEnvironment();

interface Listed {
  id: number;
  title: string;
}

/** A project with `count` logs made over HTTP, 'Log 1' the oldest; their ids newest first. */
async function projectWithLogs(count: number) {
  const setting = await buildLogsSetting(server);
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) ids.unshift(await setting.newLog(`Log ${index}`));
  return { ...setting, ids };
}

/** A path of the API as `server.api` takes it. */
const withoutApi = (path: string) => path.replace(/^\/api/, '');

/** The address of a `Link: <...>; rel="next"` header, or null without one. */
function nextLink(headers: Headers): string | null {
  const link = headers.get('link');
  if (link === null) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!match?.[1]) throw new Error(`unexpected Link header: ${link}`);
  return match[1];
}

describe('the log list, page by page', () => {
  it('gives the first page, then each next one its Link names, until the last has none', async () => {
    const { owner, as, base, ids } = await projectWithLogs(7);
    const first = await server.api<Listed[]>('GET', `${base}?limit=3`, as(owner));
    expect(first.status).toBe(200);
    expect(first.body.map((log) => log.id)).toEqual(ids.slice(0, 3));
    const seen = [...first.body];
    let next = nextLink(first.headers);
    expect(next).toBe(`/api${base}?limit=3&before=${ids[2]}`);
    const pages = [first.body.length];
    while (next) {
      const page = await server.api<Listed[]>('GET', withoutApi(next), as(owner));
      pages.push(page.body.length);
      seen.push(...page.body);
      next = nextLink(page.headers);
    }
    expect(pages).toEqual([3, 3, 1]);
    expect(seen.map((log) => log.id)).toEqual(ids);
    // A page that ends exactly at the last log says no more follow.
    const exact = await server.api<Listed[]>('GET', `${base}?limit=7`, as(owner));
    expect(exact.body).toHaveLength(7);
    expect(nextLink(exact.headers)).toBeNull();
  });

  it('answers SPEC’s call without parameters as before: every log, newest first, no Link', async () => {
    const { owner, as, base, ids } = await projectWithLogs(4);
    await server.api('PUT', `${base}/${ids[1]}/archive`, as(owner));
    const active = await server.api<Listed[]>('GET', base, as(owner));
    expect(active.body.map((log) => log.id)).toEqual([ids[0], ids[2], ids[3]]);
    expect(active.headers.get('link')).toBeNull();
    const archived = await server.api<Listed[]>('GET', `${base}?only=archived`, as(owner));
    expect(archived.body.map((log) => log.id)).toEqual([ids[1]]);
    // `before` alone: every log after it.
    const older = await server.api<Listed[]>('GET', `${base}?before=${ids[0]}`, as(owner));
    expect(older.body.map((log) => log.id)).toEqual([ids[2], ids[3]]);
    expect(older.headers.get('link')).toBeNull();
  });

  it('pages the archived logs apart from the active ones', async () => {
    const { owner, as, base, ids } = await projectWithLogs(5);
    for (const id of ids.slice(0, 3)) await server.api('PUT', `${base}/${id}/archive`, as(owner));
    const first = await server.api<Listed[]>('GET', `${base}?only=archived&limit=2`, as(owner));
    expect(first.body.map((log) => log.id)).toEqual(ids.slice(0, 2));
    expect(nextLink(first.headers)).toBe(`/api${base}?only=archived&limit=2&before=${ids[1]}`);
    const second = await server.api<Listed[]>(
      'GET',
      `${base}?only=archived&limit=2&before=${ids[1]}`,
      as(owner),
    );
    expect(second.body.map((log) => log.id)).toEqual([ids[2]]);
    expect(nextLink(second.headers)).toBeNull();
  });

  it('orders logs made in the same millisecond by their microseconds, then by id', async () => {
    const { owner, as, base, ids } = await projectWithLogs(5);
    const [newest, second, third, fourth, oldest] = ids as [number, number, number, number, number];
    const at = async (id: number, time: string) =>
      server.app.services.database.db.execute(
        sql`update logs set created_at = ${time}::timestamptz where id = ${id}`,
      );
    // One millisecond: a cursor read into a JavaScript Date (milliseconds) would lose these.
    await at(newest, '2030-01-01T00:00:00.123456Z');
    await at(second, '2030-01-01T00:00:00.123400Z');
    await at(third, '2030-01-01T00:00:00.123400Z');
    await at(fourth, '2030-01-01T00:00:00.123300Z');
    await at(oldest, '2030-01-01T00:00:00.123000Z');
    const all = await server.api<Listed[]>('GET', base, as(owner));
    expect(all.body.map((log) => log.id)).toEqual(ids);
    const seen: number[] = [];
    for (let before: number | undefined; ;) {
      const query = before === undefined ? 'limit=1' : `limit=1&before=${before}`;
      const page = await server.api<Listed[]>('GET', `${base}?${query}`, as(owner));
      seen.push(...page.body.map((log) => log.id));
      if (!nextLink(page.headers)) break;
      before = page.body.at(-1)?.id;
    }
    expect(seen).toEqual(ids);
  });

  it('carries on after the log a page ended on was deleted meanwhile', async () => {
    const { owner, as, base, ids } = await projectWithLogs(5);
    const first = await server.api<Listed[]>('GET', `${base}?limit=2`, as(owner));
    const next = nextLink(first.headers);
    expect(await server.api('DELETE', `${base}/${ids[1]}`, as(owner))).toMatchObject({
      status: 200,
    });
    const page = await server.api<Listed[]>('GET', withoutApi(next ?? ''), as(owner));
    expect(page.body.map((log) => log.id)).toEqual(ids.slice(2, 4));
  });

  it('refuses bad limits and cursors with 422 naming them, and lists nothing of another project', async () => {
    const { owner, as, base, ids } = await projectWithLogs(2);
    const other = await projectWithLogs(1);
    for (const [query, key, msg] of [
      ['limit=0', 'limit', `Expected a whole number from 1 to ${MAX_LOGS_PAGE}`],
      [`limit=${MAX_LOGS_PAGE + 1}`, 'limit', `Expected a whole number from 1 to ${MAX_LOGS_PAGE}`],
      ['limit=ten', 'limit', `Expected a whole number from 1 to ${MAX_LOGS_PAGE}`],
      ['limit=2.5', 'limit', `Expected a whole number from 1 to ${MAX_LOGS_PAGE}`],
      ['before=0', 'before', 'Invalid id'],
      ['before=2147483648', 'before', 'Invalid id'],
      ['before=-1', 'before', 'Invalid id'],
    ] as const) {
      const answer = await server.api<{ detail: { loc: string[]; msg: string }[] }>(
        'GET',
        `${base}?${query}`,
        as(owner),
      );
      expect(answer.status, query).toBe(422);
      expect(answer.body.detail, query).toEqual([
        expect.objectContaining({ loc: ['querystring', key], msg }),
      ]);
    }
    // Another project's log as a cursor only says where to start: its own logs never show.
    const foreign = other.ids[0] ?? 0;
    const page = await server.api<Listed[]>('GET', `${base}?before=${foreign}`, as(owner));
    expect(page.status).toBe(200);
    expect(page.body.every((log) => ids.includes(log.id))).toBe(true);
  });

  it('pages a share link’s logs the same way, active ones only', async () => {
    const { owner, as, base, ids, project } = await projectWithLogs(4);
    await server.api('PUT', `${base}/${ids[1]}/archive`, as(owner));
    const shared = await server.api<{ share_token: string }>(
      'PUT',
      `/projects/${project.id}/share`,
      {
        ...as(owner),
        body: { enabled: true },
      },
    );
    const logsOf = `/public/${shared.body.share_token}/logs`;
    const all = await server.api<Listed[]>('GET', logsOf);
    expect(all.body.map((log) => log.id)).toEqual([ids[0], ids[2], ids[3]]);
    expect(all.headers.get('link')).toBeNull();
    const first = await server.api<Listed[]>('GET', `${logsOf}?limit=2`);
    expect(first.body.map((log) => log.id)).toEqual([ids[0], ids[2]]);
    const next = nextLink(first.headers);
    expect(next).toBe(`/api${logsOf}?limit=2&before=${ids[2]}`);
    const last = await server.api<Listed[]>('GET', withoutApi(next ?? ''));
    expect(last.body.map((log) => log.id)).toEqual([ids[3]]);
    expect(nextLink(last.headers)).toBeNull();
    expect((await server.api('GET', `${logsOf}?limit=0`)).status).toBe(422);
  });
});

import { QUERY_DATE_OUT_OF_RANGE, type FullTextSearchResults } from '@hangar/contracts';
import { MAX_DATABASE_INTEGER } from '@hangar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { richText } from '../../test/rich-text';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();
let get: <Body>(path: string) => Promise<{ status: number; body: Body }>;
let shareToken: string;

beforeAll(async () => {
  const world = await buildWorld(server, { people: { owner: 'OWNER' }, projects: { project: {} } });
  const { project } = world.projects;
  const call = world.callAs('owner');
  get = (path) => call('GET', path);
  const doc = await call('POST', `/projects/${project.id}/docs`, {
    parent_path: '',
    name: 'Zebra crossing',
    content: richText('A zebra crosses.'),
  });
  expect(doc.status).toBe(201);
  const shared = await call('PUT', `/projects/${project.id}/share`, { enabled: true });
  shareToken = (shared.body as { share_token: string }).share_token;
});

const INVALID_ID = 'Invalid id';
const NOT_A_DATE = 'Expected a date and time (ISO 8601)';

/** The 422 of a query string, naming the parameter and why. */
async function refused(path: string, parameter: string, msg: string) {
  const answer = await get<{ detail: unknown }>(path);
  expect({ path, status: answer.status, detail: answer.body.detail }).toEqual({
    path,
    status: 422,
    detail: [{ loc: ['querystring', parameter], msg }],
  });
}

describe('the query string of GET /api/search/full-text', () => {
  it('refuses ids PostgreSQL cannot hold with a 422 naming the parameter (issue 38)', async () => {
    for (const value of ['2147483648', '99999999999', '0', '-1', '1e3', '1.5']) {
      await refused(`/search/full-text?q=a&author_id=${value}`, 'author_id', INVALID_ID);
      await refused(`/search/full-text?q=a&author_id=${value}&kind=log`, 'author_id', INVALID_ID);
      await refused(`/search/full-text?q=a&group_id=${value}`, 'group_id', INVALID_ID);
      await refused(`/search/full-text?q=a&project_id=${value}`, 'project_id', INVALID_ID);
    }
  });

  it('refuses dates out of 1970..9999 with a 422 naming the parameter (issue 38)', async () => {
    for (const parameter of ['updated_after', 'updated_before']) {
      const at = (value: string) => `/search/full-text?q=zebra&${parameter}=${value}`;
      await refused(at('0000-01-01T00:00:00Z'), parameter, QUERY_DATE_OUT_OF_RANGE);
      await refused(at('1969-12-31T23:59:59Z'), parameter, QUERY_DATE_OUT_OF_RANGE);
      // 9999-12-31 at UTC-23:59 is already in the year 10000.
      await refused(at('9999-12-31T23:59:59-23:59'), parameter, QUERY_DATE_OUT_OF_RANGE);
      await refused(at('99999-01-01T00:00:00Z'), parameter, NOT_A_DATE);
      await refused(at('%2B099999-01-01T00:00:00Z'), parameter, NOT_A_DATE);
    }
  });

  it('refuses pages out of range, and a parameter given twice', async () => {
    const limit = 'Expected a whole number from 1 to 50';
    const offset = 'Expected a whole number from 0 to 10000';
    await refused('/search/full-text?q=a&limit=1e309', 'limit', limit);
    await refused('/search/full-text?q=a&limit=2147483648', 'limit', limit);
    await refused('/search/full-text?q=a&offset=-1', 'offset', offset);
    await refused('/search/full-text?q=a&offset=10001', 'offset', offset);
    const twice = await get<{ detail: { loc: unknown[] }[] }>(
      '/search/full-text?q=a&author_id=1&author_id=2',
    );
    expect(twice.status).toBe(422);
    expect(twice.body.detail.map((issue) => issue.loc)).toEqual([['querystring', 'author_id']]);
  });

  it('takes the edges of every range, and finds within them', async () => {
    const found = async (query: string) => {
      const answer = await get<FullTextSearchResults>(`/search/full-text?q=zebra&${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
      return answer.body.results.map((result) => result.title);
    };
    expect(await found(`author_id=${MAX_DATABASE_INTEGER}`)).toEqual([]);
    expect(await found(`project_id=${MAX_DATABASE_INTEGER}&limit=50&offset=10000`)).toEqual([]);
    expect(
      await found('updated_after=1970-01-01T00:00:00Z&updated_before=9999-12-31T23:59:59.999Z'),
    ).toEqual(['Zebra crossing']);
    expect(await found('updated_after=1970-01-01T01:00:00%2B01:00')).toEqual(['Zebra crossing']);
    expect(await found('updated_before=9999-12-31T23:59:59.999Z')).toEqual(['Zebra crossing']);
  });
});

describe('the query string of GET /api/public/{token}/search/full-text', () => {
  it('refuses pages out of range with a 422 naming the parameter', async () => {
    const at = (query: string) => `/public/${shareToken}/search/full-text?q=zebra&${query}`;
    await refused(at('limit=2147483648'), 'limit', 'Expected a whole number from 1 to 50');
    await refused(at('offset=99999999999'), 'offset', 'Expected a whole number from 0 to 10000');
    const answer = await get<FullTextSearchResults>(at('limit=50&offset=0'));
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => result.title)).toEqual(['Zebra crossing']);
  });
});

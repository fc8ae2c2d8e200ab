import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { FullTextSearchResult, SearchList } from '@hangar/contracts/search';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type FakeApi, type FakeRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { testTeamUser } from '../../test/workspaces';
import { SearchResultsPage } from './pages/SearchResultsPage';

afterEach(() => vi.unstubAllGlobals());

const item = { emoji: null, is_archived: false, location: ['Flight', 'Apollo'] };
const LIST: SearchList = {
  groups: [
    { ...item, location: [], id: 4, title: 'Flight' },
    { ...item, location: [], id: 5, title: 'Gemini' },
  ],
  projects: [
    { ...item, location: ['Flight'], id: 31, title: 'Apollo', group_id: 4 },
    { ...item, location: ['Flight'], id: 32, title: 'Mercury', group_id: 4 },
    { ...item, location: ['Gemini'], id: 33, title: 'Titan', group_id: 5 },
  ],
  docs: [{ ...item, id: 70, title: 'Countdown checklist', project_id: 31 }],
  important_docs: [],
  logs: [],
};

/** Docs 71.. and logs 91.. whose bodies say "countdown", best first. */
function found(kind: 'doc' | 'log', id: number): FullTextSearchResult {
  return {
    ...item,
    kind,
    id,
    project_id: 31,
    title: `${kind === 'doc' ? 'Doc' : 'Log'} ${id}`,
    snippet: { text: 'the countdown holds', highlights: [[4, 13]] },
    title_highlights: [],
    updated_at: '2030-01-01T00:00:00.000Z',
    url: null,
  };
}
const ALL: FullTextSearchResult[] = [
  { ...found('doc', 70), title: 'Countdown checklist', title_highlights: [[0, 9]] },
  ...Array.from({ length: 25 }, (_, index) => found('doc', 71 + index)),
  found('log', 91),
];

const TEAM = [
  testTeamUser(1, 'ADMIN', { fullname: 'Ada Lovelace' }),
  testTeamUser(3, 'MEMBER', { fullname: 'Grace Hopper' }),
  testTeamUser(8, 'MEMBER', { fullname: '', email: 'alan@example.com', pending_invite: true }),
];
/** Ada wrote the checklist, Grace everything else. */
const authorOf = (result: FullTextSearchResult) => (result.id === 70 ? 1 : 3);
const groupOf = (result: FullTextSearchResult) =>
  LIST.projects.find((project) => project.id === result.project_id)?.group_id;

/** GET /search/full-text over ALL: by kind, group, project and author, a page from `offset`. */
function fullText(request: FakeRequest) {
  const params = request.url.searchParams;
  const kind = params.get('kind');
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 20);
  const filters = {
    group_id: groupOf,
    project_id: (result: FullTextSearchResult) => result.project_id,
    author_id: authorOf,
  };
  const matching = ALL.filter(
    (result) =>
      (!kind || result.kind === kind) &&
      Object.entries(filters).every(
        ([name, valueOf]) => !params.has(name) || String(valueOf(result)) === params.get(name),
      ),
  );
  return jsonResponse({
    results: matching.slice(offset, offset + limit),
    next_offset: offset + limit < matching.length ? offset + limit : null,
  });
}

function renderPage(path: string) {
  const api = createFakeApi()
    .on(searchEndpoints.list, LIST)
    .on(searchEndpoints.fullText, fullText)
    .on(workspaceEndpoints.team, TEAM)
    .install();
  return {
    ...renderRoutes([{ path: '/workspace/:wsid/search', element: <SearchResultsPage /> }], {
      path,
    }),
    api,
  };
}

/** What GET /search/full-text was last asked. */
const lastFullTextParams = (api: FakeApi) =>
  api.callsTo(searchEndpoints.fullText).at(-1)?.url.searchParams;

/** Opens a filter's list and picks an option, as a user does. */
async function choose(filter: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: filter }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** What a filter shows as chosen. */
const shownIn = (filter: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: filter }).value;

const titles = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-search-title]')?.textContent);

describe('the search results page, inside documents and logs', () => {
  it('lists the server results after the title matches, and loads more', async () => {
    renderPage('/workspace/7/search?q=countdown');
    const documents = await screen.findByRole('group', { name: 'In documents' });
    // The first page less the title match already listed above.
    expect(titles(documents)).toHaveLength(19);
    expect(titles(documents)[0]).toBe('Doc 71');
    // A doc opens at the word its body matched; the title match at its top.
    expect(within(documents).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/workspace/7/project/31/doc/71?find=countdown',
    );
    expect(screen.getAllByRole('link', { name: /Countdown checklist/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Countdown checklist/ }).getAttribute('href')).toBe(
      '/workspace/7/project/31/doc/70',
    );
    expect(within(documents).getAllByText('countdown', { selector: 'mark' })).toHaveLength(19);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(titles(documents)).toHaveLength(25));
    expect(
      within(screen.getByRole('group', { name: 'In logs' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/workspace/7/project/31/logs/91');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by kind, kept in the address', async () => {
    const { router, api } = renderPage('/workspace/7/search?q=countdown&kind=log');
    const logs = await screen.findByRole('group', { name: 'In logs' });
    expect(titles(logs)).toEqual(['Log 91']);
    expect(screen.queryByRole('group', { name: 'In documents' })).toBeNull();
    expect(api.callsTo(searchEndpoints.fullText)[0]?.url.searchParams.get('kind')).toBe('log');

    fireEvent.click(screen.getByRole('radio', { name: 'Documents' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown&kind=doc'));
    expect(await screen.findByRole('group', { name: 'In documents' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'In logs' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown'));
    // Both kinds, best first: the log comes with the second page.
    await vi.waitFor(() => expect(api.callsTo(searchEndpoints.fullText)).toHaveLength(3));
    expect(api.callsTo(searchEndpoints.fullText)[2]?.url.searchParams.has('kind')).toBe(false);
    expect(await screen.findByRole('group', { name: 'In documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});

describe('the search results page, groups, projects and links the server found', () => {
  it('lists them in their own sections, each leading where the title matches lead', async () => {
    const place = { snippet: null, updated_at: '2030-01-01T00:00:00.000Z' };
    const places: FullTextSearchResult[] = [
      {
        ...item,
        ...place,
        kind: 'group',
        id: 5,
        project_id: null,
        url: null,
        location: [],
        title: 'Gemini',
        title_highlights: [[0, 6]],
      },
      {
        ...item,
        ...place,
        kind: 'project',
        id: 33,
        project_id: 33,
        url: null,
        location: ['Gemini'],
        title: 'Titan',
        title_highlights: [],
      },
      {
        ...item,
        ...place,
        kind: 'important_doc',
        id: 8,
        project_id: 33,
        url: null,
        title: 'Gemini manual',
        title_highlights: [[0, 6]],
      },
      {
        ...item,
        ...place,
        kind: 'important_doc',
        id: 9,
        project_id: 33,
        url: 'https://gemini.example',
        title: 'Gemini site',
        title_highlights: [[0, 6]],
      },
    ];
    createFakeApi()
      .on(searchEndpoints.list, LIST)
      .on(searchEndpoints.fullText, () => jsonResponse({ results: places, next_offset: null }))
      .on(workspaceEndpoints.team, TEAM)
      .install();
    // A group chosen: only what the server found shows, in the sections of the title matches.
    renderRoutes([{ path: '/workspace/:wsid/search', element: <SearchResultsPage /> }], {
      path: '/workspace/7/search?q=gemnii&group=5',
    });
    const hrefs = async (section: string) =>
      within(await screen.findByRole('group', { name: section }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(await hrefs('Groups')).toEqual(['/workspace/7/group/5']);
    expect(await hrefs('Projects')).toEqual(['/workspace/7/project/33/logs']);
    expect(await hrefs('Important documents')).toEqual([
      '/workspace/7/project/33/important-docs',
      'https://gemini.example',
    ]);
  });
});

describe('the search results page, filtered', () => {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

  it('narrows to an author and a period, kept in the address', async () => {
    const { router, api } = renderPage('/workspace/7/search?q=countdown');
    expect(await screen.findByText('1 title match')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Author' }));
    // Members only: nobody invited who has not joined yet.
    const people = await screen.findAllByRole('option');
    expect(people.map((option) => option.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    fireEvent.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown&author=3'));

    const before = Date.now();
    await choose('Edited', 'Past week');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?q=countdown&author=3&edited=week'),
    );
    await vi.waitFor(() => expect(lastFullTextParams(api)?.has('updated_after')).toBe(true));
    const after = Date.now();
    const sent = lastFullTextParams(api);
    expect(sent?.get('author_id')).toBe('3');
    // A week before the choice, rounded down to the minute.
    const since = Date.parse(sent?.get('updated_after') ?? '');
    expect(since).toBeGreaterThan(before - WEEK_MS - 60_000);
    expect(since).toBeLessThanOrEqual(after - WEEK_MS);
    expect(new Date(since).getUTCSeconds()).toBe(0);

    // Ada's checklist is gone: the title matches (which cannot tell who wrote what) with it.
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: /Countdown checklist/ })).toBeNull(),
    );
    expect(screen.queryByText(/title match/)).toBeNull();
    const documents = screen.getByRole('group', { name: 'In documents' });
    expect(titles(documents)[0]).toBe('Doc 71');
    expect(shownIn('Author')).toBe('Grace Hopper');
    expect(shownIn('Edited')).toBe('Past week');
  });

  it('opens with the group and project of the address chosen, and asks for them', async () => {
    const { router, api } = renderPage('/workspace/7/search?q=countdown&group=4&project=31');
    await vi.waitFor(() => expect(shownIn('Group')).toBe('Flight'));
    expect(shownIn('Project')).toBe('Apollo');
    expect(shownIn('Author')).toBe('');
    expect(shownIn('Edited')).toBe('Any time');
    const sent = api.callsTo(searchEndpoints.fullText)[0]?.url.searchParams;
    expect(sent?.get('group_id')).toBe('4');
    expect(sent?.get('project_id')).toBe('31');
    expect(sent?.has('author_id')).toBe(false);
    expect(sent?.has('updated_after')).toBe(false);

    // The projects of the group chosen only.
    fireEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    const projects = await screen.findAllByRole('option');
    expect(projects.map((option) => option.textContent)).toEqual(['Apollo', 'Mercury']);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Project' }), { key: 'Escape' });

    // Another group: Apollo, not in it, is no longer chosen.
    await choose('Group', 'Gemini');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown&group=5'));
    expect(shownIn('Project')).toBe('');
    expect(await screen.findByText(/Nothing matches “countdown” with these filters/)).toBeTruthy();
    expect(lastFullTextParams(api)?.get('group_id')).toBe('5');
    expect(lastFullTextParams(api)?.has('project_id')).toBe(false);
  });

  it('with a filter, lists what the server found, title matches among them, and nothing else', async () => {
    renderPage('/workspace/7/search?q=countdown&project=31');
    // The light list has loaded: the project shows by its name.
    await vi.waitFor(() => expect(shownIn('Project')).toBe('Apollo'));
    const documents = await screen.findByRole('group', { name: 'In documents' });
    // A full first page, the checklist first: the title matches above do not show.
    expect(titles(documents)).toHaveLength(20);
    expect(titles(documents)[0]).toBe('Countdown checklist');
    expect(screen.getAllByRole('link', { name: /Countdown checklist/ })).toHaveLength(1);
    expect(screen.queryByText(/title match/)).toBeNull();
  });
});

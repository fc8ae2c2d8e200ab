import type { FullTextSearchResult, SearchList } from '@hangar/contracts/search';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type FakeRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { SearchResultsPage } from './pages/SearchResultsPage';

afterEach(() => vi.unstubAllGlobals());

const item = { emoji: null, is_archived: false, location: ['Flight', 'Apollo'] };
const LIST: SearchList = {
  groups: [],
  projects: [],
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
  };
}
const ALL = [
  { ...found('doc', 70), title: 'Countdown checklist', title_highlights: [[0, 9]] },
  ...Array.from({ length: 25 }, (_, index) => found('doc', 71 + index)),
  found('log', 91),
];

/** GET /search/full-text over ALL: by kind, a page from `offset`. */
function fullText(request: FakeRequest) {
  const params = request.url.searchParams;
  const kind = params.get('kind');
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 20);
  const matching = ALL.filter((result) => !kind || result.kind === kind);
  return jsonResponse({
    results: matching.slice(offset, offset + limit),
    next_offset: offset + limit < matching.length ? offset + limit : null,
  });
}

function renderPage(path: string) {
  const api = createFakeApi()
    .on('GET', '/search', LIST)
    .on('GET', '/search/full-text', fullText)
    .install();
  return {
    ...renderRoutes([{ path: '/workspace/:wsid/search', element: <SearchResultsPage /> }], {
      path,
    }),
    api,
  };
}

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
    expect(screen.getAllByRole('link', { name: /Countdown checklist/ })).toHaveLength(1);
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
    expect(api.callsTo('GET', '/search/full-text')[0]?.url.searchParams.get('kind')).toBe('log');

    fireEvent.click(screen.getByRole('radio', { name: 'Documents' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown&kind=doc'));
    expect(await screen.findByRole('group', { name: 'In documents' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'In logs' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=countdown'));
    // Both kinds, best first: the log comes with the second page.
    await vi.waitFor(() => expect(api.callsTo('GET', '/search/full-text')).toHaveLength(3));
    expect(api.callsTo('GET', '/search/full-text')[2]?.url.searchParams.has('kind')).toBe(false);
    expect(await screen.findByRole('group', { name: 'In documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});

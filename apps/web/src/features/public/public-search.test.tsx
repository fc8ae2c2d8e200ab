import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FullTextSearchResult } from '@hangar/contracts/search';
import { describe, expect, it } from 'vitest';
import { currentAddress, renderApp, withoutLiveChannel } from '../../test/render-app';
import { sharedApi, sharedDoc, TOKEN } from './public-test-api';

const PROJECT_PAGE = `/workspace/public/project/31?publicMode=project&publicToken=${TOKEN}`;
const SHARED_DOCS = [sharedDoc(5, 'Press brief'), sharedDoc(7, 'Launch checklist')];

/** A doc whose body matched 'countdwn' (a typo the server forgave: it highlights 'countdown'). */
const FOUND_DOC: FullTextSearchResult = {
  id: 7,
  kind: 'doc',
  project_id: 31,
  title: 'Launch checklist',
  emoji: null,
  is_archived: false,
  location: ['Moon landing'],
  snippet: { text: 'Start the countdown at noon.', highlights: [[10, 19]] },
  title_highlights: [],
  updated_at: '2026-11-20T10:00:00Z',
  url: null,
};

const FOUND_LOG: FullTextSearchResult = {
  ...FOUND_DOC,
  id: 1,
  kind: 'log',
  title: 'Countdown rehearsed',
  snippet: null,
  title_highlights: [[0, 9]],
};

function searchableApi(mode: 'project' | 'doc', results: FullTextSearchResult[]) {
  return sharedApi(mode)
    .on(publicEndpoints.search, { results, next_offset: null })
    .on(publicEndpoints.doc, ({ params }) => {
      const doc = SHARED_DOCS.find(({ id }) => String(id) === params.docId);
      return Response.json(doc ?? { detail: 'Not Found' }, { status: doc ? 200 : 404 });
    });
}

async function typeSearch(name: string, text: string) {
  const field = await screen.findByRole('combobox', { name });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  return field;
}

withoutLiveChannel();

describe("a share link's search", () => {
  it('finds the docs and logs of a shared project, a doc opening at its matched word', async () => {
    const api = searchableApi('project', [FOUND_DOC, FOUND_LOG]);
    renderApp(PROJECT_PAGE, api);
    await typeSearch('Search this project', 'countdwn');

    const docLink = await screen.findByRole('option', { name: /Launch checklist/ });
    const mark = within(docLink).getByText('countdown');
    expect(mark.tagName).toBe('MARK');
    expect(docLink.getAttribute('href')).toBe(
      `/workspace/public/project/31/doc/7?publicMode=project&publicToken=${TOKEN}&find=countdown`,
    );
    const logLink = screen.getByRole('option', { name: /Countdown rehearsed/ });
    expect(within(logLink).getByText('Countdown').tagName).toBe('MARK');
    expect(logLink.getAttribute('href')).toBe(PROJECT_PAGE);

    const calls = api.callsTo(publicEndpoints.search, { token: TOKEN });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.url.searchParams.get('q') === 'countdwn')).toBe(true);
    expect(calls[0]?.headers.get('X-Workspace-Id')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('is labelled for the document on a doc link', async () => {
    renderApp(
      `/workspace/public/project/31/doc/5?publicMode=doc&publicToken=${TOKEN}`,
      searchableApi('doc', []),
    );
    expect(await screen.findByRole('combobox', { name: 'Search this document' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search this project' })).toBeNull();
  });

  it("says 'No results' when nothing matches", async () => {
    renderApp(PROJECT_PAGE, searchableApi('project', []));
    await typeSearch('Search this project', 'zeppelin');
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens the first result with ArrowDown and Enter', async () => {
    const { router } = renderApp(PROJECT_PAGE, searchableApi('project', [FOUND_DOC, FOUND_LOG]));
    const field = await typeSearch('Search this project', 'countdwn');
    await screen.findByRole('option', { name: /Launch checklist/ });

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Launch checklist/ }).id,
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        `/workspace/public/project/31/doc/7?publicMode=project&publicToken=${TOKEN}&find=countdown`,
      ),
    );
    expect(screen.queryByRole('option')).toBeNull();
  });
});

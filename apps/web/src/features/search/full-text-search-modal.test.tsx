import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { FullTextSearchResult, SearchList } from '@hangar/contracts/search';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../test/fake-api';
import { optionHrefs, renderSearchModal } from '../../test/search';
import { FULL_TEXT_DEBOUNCE_MS } from './use-full-text-sections';

afterEach(() => vi.unstubAllGlobals());

const item = { emoji: null, is_archived: false, location: ['Flight', 'Apollo'] };
const LIST: SearchList = {
  groups: [],
  projects: [],
  docs: [{ ...item, id: 70, title: 'Countdown checklist', project_id: 31 }],
  important_docs: [],
  logs: [{ ...item, id: 9, title: 'Weekly status', project_id: 31 }],
};

const found = {
  ...item,
  project_id: 31,
  snippet: null,
  title_highlights: [],
  updated_at: '2030-01-01T00:00:00.000Z',
  url: null,
};
/** Only its body says "countdown": no title match finds it. */
const FLIGHT_RULES: FullTextSearchResult = {
  ...found,
  kind: 'doc',
  id: 71,
  title: 'Flight rules',
  snippet: { text: 'Hold the countdown at T-10 if the wind rises', highlights: [[9, 18]] },
};
/** Found by its title, which the instant matches already show. */
const COUNTDOWN_CHECKLIST: FullTextSearchResult = {
  ...found,
  kind: 'doc',
  id: 70,
  title: 'Countdown checklist',
  title_highlights: [[0, 9]],
};
const PAD_LOG: FullTextSearchResult = {
  ...found,
  kind: 'log',
  id: 12,
  title: 'Pad inspection',
  snippet: { text: 'Countdown rehearsal done', highlights: [[0, 9]] },
};

/** GET /search/full-text answering each kind with its results. */
function fullText(results: FullTextSearchResult[]) {
  return (request: FakeRequest) =>
    jsonResponse({
      results: results.filter((result) => result.kind === request.url.searchParams.get('kind')),
      next_offset: null,
    });
}

const renderModal = (results: FullTextSearchResult[], onClose = vi.fn()) =>
  renderSearchModal(LIST, fullText(results), onClose);

describe('the search modal, inside documents and logs', () => {
  it('lists a doc only the server finds under "In documents", its snippet highlighted', async () => {
    const { api, box } = renderModal([FLIGHT_RULES]);
    // Typed quickly: the server is asked once typing pauses, for the query as it ends (nothing
    // for the first letter, nor for what was typed in between).
    fireEvent.change(box, { target: { value: 'h' } });
    fireEvent.change(box, { target: { value: 'hold' } });
    fireEvent.change(box, { target: { value: 'hold co' } });
    fireEvent.change(box, { target: { value: 'hold count' } });

    const section = await screen.findByRole('group', { name: 'In documents' });
    const rules = within(section).getByRole('option', { name: /Flight rules/ });
    // It opens at the word that matched; a title match opens the doc at its top.
    expect(rules.getAttribute('href')).toBe('/workspace/7/project/31/doc/71?find=countdown');
    expect(within(rules).getByText('Flight / Apollo')).toBeTruthy();
    const marked = rules.querySelectorAll('mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['countdown']);
    expect(rules.textContent).toContain('Hold the countdown at T-10 if the wind rises');
    expect(screen.queryByRole('group', { name: 'In logs' })).toBeNull();
    expect(screen.queryByText('No results')).toBeNull();

    await vi.waitFor(() => expect(api.callsTo(searchEndpoints.fullText)).toHaveLength(2));
    const asked = api.callsTo(searchEndpoints.fullText).map((call) => call.url.searchParams);
    expect(asked.map((params) => params.get('q'))).toEqual(['hold count', 'hold count']);
    expect(asked.map((params) => params.get('kind')).sort()).toEqual(['doc', 'log']);
  });

  it('asks the server nothing for a single letter', async () => {
    const { api, box } = renderModal([FLIGHT_RULES]);
    fireEvent.change(box, { target: { value: 'k' } });
    // Well past the pause the modal waits for.
    await new Promise((resolve) => setTimeout(resolve, FULL_TEXT_DEBOUNCE_MS * 3));
    expect(api.callsTo(searchEndpoints.fullText)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'In documents' })).toBeNull();
  });

  it('does not repeat a result the title matches already show', async () => {
    const { box } = renderModal([COUNTDOWN_CHECKLIST, FLIGHT_RULES, PAD_LOG]);
    fireEvent.change(box, { target: { value: 'countdown' } });

    const documents = await screen.findByRole('group', { name: 'In documents' });
    expect(
      within(documents)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Flight rules')]);
    expect(optionHrefs()).toEqual([
      '/workspace/7/project/31/doc/70', // the title match, once
      '/workspace/7/project/31/doc/71?find=countdown',
      '/workspace/7/project/31/logs/12',
    ]);
    const logs = screen.getByRole('group', { name: 'In logs' });
    const pad = within(logs).getByRole('option', { name: /Pad inspection/ });
    expect(within(pad).getByText('Countdown', { selector: 'mark' })).toBeTruthy();
  });

  it('reaches a server result with the arrows and opens it with Enter', async () => {
    const { box, router, onClose } = renderModal([FLIGHT_RULES, PAD_LOG]);
    fireEvent.change(box, { target: { value: 'countdown' } });
    await screen.findByRole('group', { name: 'In logs' });
    const active = () => screen.getByRole('option', { selected: true }).getAttribute('href');
    expect(active()).toBe('/workspace/7/project/31/doc/70'); // the title match, first

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('/workspace/7/project/31/doc/71?find=countdown');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('/workspace/7/project/31/logs/12');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('/workspace/7/project/31/doc/70'); // wrapped to the first
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()).toBe('/workspace/7/project/31/doc/71?find=countdown');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/workspace/7/project/31/doc/71'),
    );
    expect(router.state.location.search).toBe('?find=countdown');
  });

  it('says "No results" only once the server too found nothing', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { api, box } = renderModal([]);
    api.on(
      searchEndpoints.fullText,
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    fireEvent.change(box, { target: { value: 'zzz' } });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('No results')).toBeNull();
    for (const answer of answers) answer(jsonResponse({ results: [], next_offset: null }));
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('keeps the title matches when the server fails, with a short message', async () => {
    const { api, box } = renderModal([]);
    api.on(searchEndpoints.fullText, { detail: 'Internal error' }, 500);
    fireEvent.change(box, { target: { value: 'countdown' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Couldn’t search inside documents and logs');
    expect(optionHrefs()).toEqual(['/workspace/7/project/31/doc/70']);
    expect(screen.queryByText('No results')).toBeNull();
  });
});

import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { SearchList } from '@hangar/contracts/search';
import { rem } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionHrefs, renderSearchModal } from '../../test/search';

afterEach(() => vi.unstubAllGlobals());

const item = { emoji: null, is_archived: false, location: ['Flight', 'Apollo'] };
const LIST: SearchList = {
  groups: [{ ...item, id: 4, title: 'Flight', location: [] }],
  projects: [
    { ...item, id: 31, title: 'Apollo', emoji: '🚀', location: ['Flight'], group_id: 4 },
    { ...item, id: 32, title: 'Gemini', is_archived: true, location: ['Flight'], group_id: 4 },
  ],
  docs: [{ ...item, id: 70, title: 'Évènement de lancement', project_id: 31 }],
  important_docs: [
    {
      ...item,
      id: 5,
      title: 'Launch checklist',
      project_id: 31,
      url: 'https://example.com',
      doc_id: null,
    },
  ],
  logs: [{ ...item, id: 9, title: 'Weekly status', project_id: 31 }],
};

const renderModal = (onClose = vi.fn()) =>
  renderSearchModal(LIST, { results: [], next_offset: null }, onClose);

describe('the search modal', () => {
  it('opens on its initial state and loads the list once per opening', async () => {
    const { api } = renderModal();
    expect(screen.getByText('Search your workspace')).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo(searchEndpoints.list)).toHaveLength(1));
  });

  it('searches from one letter while asking for three, case and accent insensitive', async () => {
    const { box } = renderModal();
    fireEvent.change(box, { target: { value: 'ev' } });
    expect(await screen.findByRole('option', { name: /Évènement de lancement/ })).toBeTruthy();
    expect(screen.getByText('Type at least 3 letters to search')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'EVENEMENT' } });
    expect(screen.queryByText('Type at least 3 letters to search')).toBeNull();
    expect(optionHrefs()).toEqual(['/workspace/7/project/31/doc/70']);
  });

  it('keeps its results within 540 px high and 728 px wide', async () => {
    renderModal();
    const results = screen.getByTestId('search-results');
    expect(results.style.getPropertyValue('--search-results-max-height')).toBe('540px');
    const root = results.closest('.mantine-Modal-root');
    expect(root instanceof HTMLElement && root.style.getPropertyValue('--modal-size')).toBe(
      rem(728),
    );
  });

  it('says when nothing matches', async () => {
    const { box } = renderModal();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText(/Nothing matches “zzz”/)).toBeTruthy();
  });

  it('lists results by section with their links, an archive icon on archived ones', async () => {
    const { box } = renderModal();
    fireEvent.change(box, { target: { value: 'l' } });
    await vi.waitFor(() => expect(optionHrefs()).toHaveLength(5));
    expect(optionHrefs()).toEqual([
      '/workspace/7/group/4',
      '/workspace/7/project/31/logs',
      '/workspace/7/project/31/doc/70',
      'https://example.com',
      '/workspace/7/project/31/logs/9',
    ]);
    fireEvent.change(box, { target: { value: 'gem' } });
    const gemini = await screen.findByRole('option', { name: /Gemini/ });
    expect(gemini.getAttribute('href')).toBe('/workspace/7/project/32/logs');
    expect(within(gemini).getByRole('img', { name: 'Archived' })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'apollo' } });
    const [apollo] = await screen.findAllByRole('option');
    if (!apollo) throw new Error('Apollo is not found');
    expect(within(apollo).queryByRole('img', { name: 'Archived' })).toBeNull();
    // Logs match on their title; external links open in a new tab.
    fireEvent.change(box, { target: { value: 'weekly' } });
    expect(await screen.findByRole('option', { name: /Weekly status/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'checklist' } });
    const link = await screen.findByRole('option', { name: /Launch checklist/ });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('moves with the arrows, wraps around, and opens the active result with Enter', async () => {
    const { box, router, onClose } = renderModal();
    fireEvent.change(box, { target: { value: 'a' } });
    await vi.waitFor(() => expect(optionHrefs()).toHaveLength(4));
    const active = () => screen.getByRole('option', { selected: true }).getAttribute('href');
    expect(active()).toBe('/workspace/7/project/31/logs'); // Apollo, the first
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { selected: true }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('/workspace/7/project/31/doc/70');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()).toBe('/workspace/7/project/31/logs/9'); // wrapped to the last
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/workspace/7/project/31/logs/9'),
    );
  });

  it('closes on Escape', async () => {
    const { box, onClose } = renderModal();
    fireEvent.keyDown(box, { key: 'Escape' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

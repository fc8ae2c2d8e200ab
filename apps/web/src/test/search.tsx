import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { SearchList } from '@hangar/contracts/search';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { SearchModal } from '../features/search/components/SearchModal';
import { createFakeApi, type FakeAnswer } from './fake-api';
import { renderWithRouter } from './render';

/** The search modal of workspace 7 over a fake API answering `list` and the full-text search. */
export function renderSearchModal(
  list: SearchList,
  fullText: FakeAnswer<typeof searchEndpoints.fullText>,
  onClose = vi.fn(),
) {
  const api = createFakeApi()
    .on(searchEndpoints.list, list)
    .on(searchEndpoints.fullText, fullText)
    .install();
  const rendered = renderWithRouter(<SearchModal workspaceId={7} onClose={onClose} />);
  return { ...rendered, api, onClose, box: screen.getByRole('combobox', { name: 'Search' }) };
}

/** The addresses of the options the modal lists, in order. */
export function optionHrefs() {
  return screen.queryAllByRole('option').map((option) => option.getAttribute('href'));
}

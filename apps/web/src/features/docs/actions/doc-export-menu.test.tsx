import type { Doc } from '@hangar/contracts/docs';
import { docExportEndpoints } from '@hangar/contracts/endpoints/doc-export';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docWith } from '../../../test/abilities';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { DocActionMenu } from './DocActionMenu';

const WORKSPACE_ID = 5;
const DOC: Doc = {
  id: 41,
  name: 'Q3 launch',
  emoji: null,
  project_id: 12,
  is_template: false,
  is_locked: false,
  is_archived: false,
  share_token: null,
  path: '41',
  parent_path: '',
  current_user_right: 'EDIT',
  ...docWith(
    'MEMBER',
    { current_user_right: 'EDIT', is_archived: false },
    { is_locked: false, is_archived: false },
  ),
  content_state: '',
  updated_at: '2026-12-01T10:00:00Z',
};

let api: FakeApi;
/** The files the browser was handed to save, by name. */
let saved: string[];

beforeEach(() => {
  api = createFakeApi()
    .on(docExportEndpoints.export, (request) => {
      const format = request.url.searchParams.get('format');
      return new Response('file', {
        headers: { 'content-disposition': `attachment; filename="Q3 launch.${format}"` },
      });
    })
    .install();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openExportMenu() {
  renderWithRouter(<DocActionMenu workspaceId={WORKSPACE_ID} doc={DOC} />);
  fireEvent.click(screen.getByRole('button', { name: 'Document actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'More' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Export' }));
}

describe('the export menu of a doc', () => {
  it('offers PDF and Word beside Markdown, HTML and Print', async () => {
    await openExportMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    const exportAt = items.indexOf('Export');
    expect(items.slice(exportAt + 1, exportAt + 6)).toEqual([
      'Markdown (.md)',
      'HTML (.html)',
      'PDF (.pdf)',
      'Word (.docx)',
      'Print or save as PDF',
    ]);
  });

  it.each([
    { label: 'PDF (.pdf)', format: 'pdf' },
    { label: 'Word (.docx)', format: 'docx' },
  ])('downloads the doc as $format from its export address', async ({ label, format }) => {
    await openExportMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: label }));
    await waitFor(() => expect(saved).toEqual([`Q3 launch.${format}`]));
    const [call] = api.callsTo(docExportEndpoints.export, { projectId: 12, docId: 41 });
    expect(call?.url.searchParams.get('format')).toBe(format);
    expect(call?.headers.get('x-workspace-id')).toBe(String(WORKSPACE_ID));
  });
});

import type { DocNode } from '@hangar/contracts/docs';
import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logsApi } from '../../../test/logs';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testWorkspace } from '../../../test/workspaces';

signedInWithoutLiveChannel();

const page = (id: number, move: boolean): DocNode => ({
  item_id: id,
  path: String(id),
  name: `Page ${id}`,
  children: [],
  abilities: { move },
});

describe('moving pages of the project’s tree', () => {
  it('moves only the pages whose node says the user may move them', async () => {
    const { api } = logsApi(testWorkspace({ role: 'OWNER' }));
    api.on(docEndpoints.tree, [page(1, true), page(2, false), page(3, true)]);
    api.on(docEndpoints.move, [page(2, false), page(1, true), page(3, true)]);
    renderApp('/workspace/7/project/31/logs', api);
    const panel = await screen.findByTestId('docs-panel');
    const link = (name: string) => within(panel).findByRole('link', { name });

    fireEvent.keyDown(await link('Page 2'), { key: 'ArrowUp', altKey: true });
    expect(api.callsTo(docEndpoints.move, { projectId: 31 })).toEqual([]);
    expect((await link('Page 2')).getAttribute('aria-keyshortcuts')).toBeNull();

    fireEvent.keyDown(await link('Page 1'), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(api.callsTo(docEndpoints.move, { projectId: 31 })).toHaveLength(1));
    expect(api.callsTo(docEndpoints.move, { projectId: 31 })[0]?.body).toEqual({
      from_path: '1',
      to_path: '2',
      area: 'after',
    });
  });
});

import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { trashEndpoints } from '@hangar/contracts/endpoints/trash';
import { TRASH_PAGE } from '@hangar/contracts/trash';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProject } from '../../test/groups';
import { TEST_CONFIG } from '../../test/fake-api';
import { LAZY_PAGE } from '../../test/lazy-page';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testTrashEntry, trashApi } from '../../test/trash';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();

const TRASH = '/workspace/7/trash';

function listedNames(): string[] {
  return screen
    .queryAllByTestId('trash-entry')
    .map((row) => row.querySelector('p')?.textContent ?? '');
}

async function findList() {
  return screen.findByRole('list', { name: 'Deleted items' }, LAZY_PAGE);
}

describe('the trash page', () => {
  it('lists what was deleted: what, where, by whom, until when, with how many docs', async () => {
    const { api } = trashApi(testWorkspace(), [
      testTrashEntry(12, { docs: 3 }),
      testTrashEntry(11, { kind: 'log', name: 'Engines tested' }),
      testTrashEntry(10, { kind: 'group', name: 'Cargo', project: null, docs: 8 }),
    ]);
    renderApp(TRASH, api);
    const list = await findList();

    expect(listedNames()).toEqual(['Document: Launch plan', 'Log: Engines tested', 'Group: Cargo']);
    const [doc, log, group] = within(list).getAllByTestId('trash-entry');
    expect(doc?.textContent).toContain('Flight › Moon landing · 3 docs');
    expect(doc?.textContent).toContain('Deleted by Ada Lovelace 2 hours ago');
    expect(doc?.textContent).toMatch(/Deleted forever on \d{1,2} \w+ \d{4}/);
    expect(log?.textContent).not.toContain('docs');
    expect(group?.textContent).toContain('Flight · 8 docs');
    expect(document.title).toContain('Trash');
  });

  it("says 'Nothing in the trash' and how long items stay when it is empty", async () => {
    const { api } = trashApi(testWorkspace(), []);
    renderApp(TRASH, api);

    expect(await screen.findByText('Nothing in the trash', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Deleted items stay here for 30 days.')).toBeTruthy();
  });

  it("says the installation's retention when it keeps items longer, in the page and the question", async () => {
    const { api } = trashApi(testWorkspace(), [testTrashEntry(12, { name: 'Old draft' })]);
    api.on(appConfigEndpoints.read, { ...TEST_CONFIG, trash_retention_days: 90 });
    renderApp(TRASH, api);
    const list = await findList();

    fireEvent.click(within(list).getByRole('button', { name: 'Delete “Old draft” forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Old draft” forever?' });
    expect(dialog.textContent).toContain('instead of when its 90 days are over');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(
      await screen.findByText('Deleted items stay here for 90 days.', {}, LAZY_PAGE),
    ).toBeTruthy();
  });

  it('searches by name, and keeps the words in the address', async () => {
    const { api } = trashApi(testWorkspace(), [
      testTrashEntry(12),
      testTrashEntry(11, { name: 'Rocket specs' }),
    ]);
    const { router } = renderApp(TRASH, api);
    await findList();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'rocket' },
    });

    await waitFor(() => expect(listedNames()).toEqual(['Document: Rocket specs']));
    expect(api.callsTo(trashEndpoints.page).at(-1)?.url.searchParams.get('q')).toBe('rocket');
    expect(currentAddress(router)).toBe(`${TRASH}?q=rocket`);
  });

  it("shows one project's deletions from `project_id` in the address, and clears it", async () => {
    const other = { id: 32, name: 'Mars base', emoji: null };
    const { api } = trashApi(
      testWorkspace(),
      [testTrashEntry(12), testTrashEntry(11, { name: 'Dome plan', project: other })],
      { projects: [testProject(), testProject({ id: 32, name: 'Mars base' })] },
    );
    const { router } = renderApp(`${TRASH}?project_id=32`, api);
    await findList();

    expect(listedNames()).toEqual(['Document: Dome plan']);
    expect(api.callsTo(trashEndpoints.page)[0]?.url.searchParams.get('project_id')).toBe('32');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Project' }).value).toContain(
        'Mars base',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear project' }));

    await waitFor(() => expect(listedNames()).toHaveLength(2));
    expect(currentAddress(router)).toBe(TRASH);
  });

  it("restores an entry, which leaves the list, and says 'Restored' with a link to it", async () => {
    const { api } = trashApi(testWorkspace(), [testTrashEntry(12), testTrashEntry(11)]);
    renderApp(TRASH, api);
    const list = await findList();
    fireEvent.click(within(list).getAllByRole('button', { name: 'Restore “Launch plan”' })[0]!);

    expect(await screen.findByText('Restored')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe('/workspace/7/project/31/doc/912');
    expect(api.callsTo(trashEndpoints.restore, { entryId: 12 })).toHaveLength(1);
    await waitFor(() => expect(listedNames()).toHaveLength(1));
  });

  it("offers 'Delete forever' only where allowed, and asks first", async () => {
    const { api } = trashApi(testWorkspace(), [
      testTrashEntry(12, { name: 'Old draft' }),
      testTrashEntry(11, { name: 'Kept notes', can_delete_forever: false }),
    ]);
    renderApp(TRASH, api);
    const list = await findList();

    expect(within(list).queryByRole('button', { name: 'Delete “Kept notes” forever' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete “Old draft” forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Old draft” forever?' });
    expect(dialog.textContent).toContain('This cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    expect(await screen.findByText('Deleted forever')).toBeTruthy();
    expect(api.callsTo(trashEndpoints.deleteForever, { entryId: 12 })).toHaveLength(1);
    await waitFor(() => expect(listedNames()).toEqual(['Document: Kept notes']));
  });

  it("is linked from the side menu, and from a project's menu with that project chosen", async () => {
    const { api } = trashApi(testWorkspace(), [], { projects: [testProject()] });
    renderApp('/workspace/7/project/31/logs', api);
    await screen.findByTestId('project-name', {}, LAZY_PAGE);

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Trash' }).getAttribute('href')).toBe(TRASH);
    fireEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Project actions' }),
    );
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Trash' });
    expect(item.getAttribute('href')).toBe(`${TRASH}?project_id=31`);
  });

  it("loads the next page before the last entry with 'Load more'", async () => {
    const entries = Array.from({ length: TRASH_PAGE + 2 }, (_, index) =>
      testTrashEntry(100 - index, { name: `Page ${100 - index}` }),
    );
    const { api } = trashApi(testWorkspace(), entries);
    renderApp(TRASH, api);
    await findList();
    expect(listedNames()).toHaveLength(TRASH_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(listedNames()).toHaveLength(TRASH_PAGE + 2));
    const last = entries[TRASH_PAGE - 1]!;
    expect(api.callsTo(trashEndpoints.page).at(-1)?.url.searchParams.get('before')).toBe(
      String(last.id),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

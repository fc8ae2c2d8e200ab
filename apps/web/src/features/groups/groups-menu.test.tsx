import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../lib/storage';
import { jsonResponse } from '../../test/fake-api';
import { groupsApi, testGroup, testProject, testTeamEntry } from '../../test/groups';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';
import { storedGroupFilter } from './menu/group-filter';
import { LAZY_PAGE } from '../../test/lazy-page';

signedInWithoutLiveChannel();

const GROUPS = [
  testGroup({ id: 4, name: 'Engineering' }),
  testGroup({ id: 5, name: 'Old stuff', is_archived: true }),
];

async function openMenu() {
  return screen.findByRole('navigation', { name: 'Main menu' });
}

async function chooseFilter(label: string) {
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole('button', { name: 'Filter groups' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('the groups tree of the side menu', () => {
  it('keeps the chosen filter in user-menu-group-pref for the next visit', async () => {
    const { api } = groupsApi(testWorkspace(), { groups: GROUPS });
    const { unmount } = renderApp('/workspace/7', api);
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Engineering' })).toBeTruthy();

    await chooseFilter('Archived groups');
    expect(await within(menu).findByRole('link', { name: 'Old stuff' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Engineering' })).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}user-menu-group-pref`)).toBe(
      '"archived-groups"',
    );
    unmount();

    expect(storedGroupFilter()).toBe('archived');
    const again = groupsApi(testWorkspace(), { groups: GROUPS });
    renderApp('/workspace/7', again.api);
    const menuAgain = await openMenu();
    expect(await within(menuAgain).findByRole('link', { name: 'Old stuff' })).toBeTruthy();
    expect(within(menuAgain).getByText('Archived groups')).toBeTruthy();
    expect(again.api.callsTo(groupEndpoints.names)[0]?.url.search).toBe('?only=archived');
  });

  it("expands a group: 'Loading...', then its team and projects", async () => {
    let answerDetails: () => void = () => undefined;
    const detailsAnswered = new Promise<void>((resolve) => (answerDetails = resolve));
    const { api } = groupsApi(testWorkspace(), {
      groups: GROUPS,
      projects: [testProject({ id: 31, name: 'Moon landing', group_id: 4 })],
      groupTeam: {
        group_users: [{ ...testTeamEntry(2, 'EDIT', 'Grace Hopper'), projects: [] }],
        project_users: [],
        current_user_right: 'EDIT',
      },
    });
    api.on(groupEndpoints.read, async () => {
      await detailsAnswered;
      return jsonResponse(GROUPS[0]);
    });
    renderApp('/workspace/7', api);
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Expand Engineering' }));
    expect(await within(menu).findByText('Loading...')).toBeTruthy();

    answerDetails();
    expect(await within(menu).findByRole('link', { name: /Moon landing/ })).toBeTruthy();
    expect(within(menu).getByRole('group', { name: 'Engineering team' })).toBeTruthy();
    expect(within(menu).queryByText('Loading...')).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Collapse Engineering' }));
    expect(within(menu).queryByRole('link', { name: /Moon landing/ })).toBeNull();
  });

  it('gives guests no plus button', async () => {
    const { api } = groupsApi(testWorkspace({ role: 'GUEST' }), { groups: GROUPS });
    renderApp('/workspace/7', api);
    const menu = await openMenu();
    await within(menu).findByRole('link', { name: 'Engineering' });
    expect(within(menu).queryByRole('link', { name: 'Create a group' })).toBeNull();
  });

  it("opens 'Can't create more groups' when the free plan is full", async () => {
    const { api } = groupsApi(testWorkspace({ can_add_groups: false }), { groups: GROUPS });
    const { router } = renderApp('/workspace/7', api);
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('link', { name: 'Create a group' }));
    const dialog = await screen.findByRole('dialog', { name: "Can't create more groups" });
    expect(dialog.textContent).toContain(
      'You have reached the maximum number of groups you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more groups.',
    );
    expect(currentAddress(router)).toBe('/workspace/7');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7/settings/upgrade'));
  });

  it("offers Upgrade on the full plan's create page to the owner only", async () => {
    const owner = groupsApi(testWorkspace({ can_add_groups: false }), { groups: GROUPS });
    const view = renderApp('/workspace/7/group/create', owner.api);
    const ownerAlert = await screen.findByRole('alert', {}, LAZY_PAGE);
    expect(within(ownerAlert).getByRole('link', { name: 'Upgrade' })).toBeTruthy();
    view.unmount();

    const member = groupsApi(testWorkspace({ can_add_groups: false, role: 'MEMBER' }), {
      groups: GROUPS,
    });
    renderApp('/workspace/7/group/create', member.api);
    const memberAlert = await screen.findByRole('alert', {}, LAZY_PAGE);
    expect(memberAlert.textContent).toContain(
      'Only the owner of the workspace can upgrade it: ask them.',
    );
    expect(within(memberAlert).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});

describe('the group page', () => {
  it("lists the projects, and hides 'Add a project' in the archived filter", async () => {
    const { api } = groupsApi(testWorkspace(), {
      groups: [testGroup({ projects: [{ id: 31, is_archived: false }] })],
      projects: [testProject()],
    });
    renderApp('/workspace/7/group/4', api);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Moon landing')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Add a project' }).getAttribute('href')).toBe(
      '/workspace/7/project/create?groupid=4',
    );
    fireEvent.click(within(main).getByText('Archived'));
    expect(await within(main).findByText('No archived projects')).toBeTruthy();
    expect(within(main).queryByRole('link', { name: 'Add a project' })).toBeNull();
  });

  it("lists 6 projects, then 'Show all' asks for the rest", async () => {
    const projects = Array.from({ length: 8 }, (_, index) =>
      testProject({ id: 40 + index, name: `Project ${index + 1}` }),
    );
    const { api } = groupsApi(testWorkspace(), {
      groups: [testGroup({ projects: projects.map(({ id }) => ({ id, is_archived: false })) })],
      projects,
    });
    renderApp('/workspace/7/group/4', api);
    const showAll = await screen.findByRole('button', { name: 'Show all 8 projects' });
    const firstCall = api
      .callsTo(projectEndpoints.list)
      .find((call) => call.url.search.includes('group_id'));
    expect(firstCall?.url.searchParams.get('limit')).toBe('6');
    fireEvent.click(showAll);
    expect(await screen.findByRole('button', { name: 'Show fewer' })).toBeTruthy();
    const lastCall = api.callsTo(projectEndpoints.list).at(-1);
    expect(lastCall?.url.searchParams.get('limit')).toBeNull();
  });

  it("opens 'Add people' from the address, offering rights up to the user's own", async () => {
    const { api } = groupsApi(testWorkspace({ role: 'MEMBER' }), {
      groups: [testGroup({ current_user_right: 'INVITE' })],
    });
    renderApp('/workspace/7/group/4?modal=add-users', api);
    const dialog = await screen.findByRole('dialog', { name: 'Add people' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Right' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Can invite', 'Can view']);
  });
});

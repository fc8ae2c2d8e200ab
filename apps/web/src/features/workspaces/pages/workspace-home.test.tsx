import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../../test/fake-api';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { groupsApi, testGroup, testProject } from '../../../test/groups';
import { testBilling, testEntry, testWorkspace, workspaceApi } from '../../../test/workspaces';
import { LAZY_PAGE } from '../../../test/lazy-page';

signedInWithoutLiveChannel();

describe('the workspace home', () => {
  it('is titled Home and lists the latest projects', async () => {
    const api = workspaceApi(testWorkspace(), { projects: [testProject()] });
    renderApp('/workspace/7', api);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Moon landing/ });
    expect(card.getAttribute('href')).toBe('/workspace/7/project/31');
    expect(api.callsTo(projectEndpoints.list)[0]?.url.search).toBe('?limit=6');
  });

  it('offers to create a group when there is none, to those who may', async () => {
    renderApp('/workspace/7', workspaceApi(testWorkspace({ role: 'MEMBER' })));
    expect(await screen.findByText('Start with a group')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Create a group' })
        .getAttribute('href'),
    ).toBe('/workspace/7/group/create');
  });

  it('offers to add a project to the group when there is a group but no project', async () => {
    const { api } = groupsApi(testWorkspace({ role: 'MEMBER' }));
    renderApp('/workspace/7', api);
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText(/Add the first project to Engineering/, {}, LAZY_PAGE),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Add a project' }).getAttribute('href')).toBe(
      '/workspace/7/project/create?groupid=4',
    );
    expect(within(main).queryByRole('link', { name: 'Create a group' })).toBeNull();
  });

  it('tells a member who may not add projects to the groups that they come when added', async () => {
    const { api } = groupsApi(testWorkspace({ role: 'MEMBER' }), {
      groups: [testGroup({ current_user_right: 'VIEW' })],
    });
    renderApp('/workspace/7', api);
    expect(
      await screen.findByText(
        'When someone adds you to a project, it shows up here. You can also start a group of your own.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a project' })).toBeNull();
  });

  it('offers guests nothing to create', async () => {
    renderApp('/workspace/7', workspaceApi(testWorkspace({ role: 'GUEST' })));
    expect(
      await screen.findByText('When someone adds you to a project, it shows up here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a group' })).toBeNull();
  });

  it('welcomes someone who just accepted an invitation', async () => {
    renderApp('/workspace/7?fromInvite=1', workspaceApi(testWorkspace({ name: 'Acme' })));
    expect(await screen.findByText('Welcome to Acme!')).toBeTruthy();
  });
});

describe('the main side menu', () => {
  it('shows the workspace, Home, Settings & Members and the groups, with the version', async () => {
    const api = workspaceApi(testWorkspace({ name: 'Acme', role: 'MEMBER' }), {
      groups: [{ id: 4, name: 'Engineering', is_archived: false }],
    });
    renderApp('/workspace/7', api);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByTestId('workspace-name')).toBeTruthy();
    expect(within(menu).getByTestId('workspace-name').textContent).toBe('Acme');
    expect(within(menu).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/workspace/7',
    );
    expect(
      within(menu).getByRole('link', { name: 'Settings & Members' }).getAttribute('href'),
    ).toBe('/workspace/7/settings/workspace');
    expect(
      (await within(menu).findByRole('link', { name: 'Engineering' })).getAttribute('href'),
    ).toBe('/workspace/7/group/4');
    expect(within(menu).getByRole('link', { name: 'Create a group' })).toBeTruthy();
    expect(within(menu).getByTestId('app-version').textContent).toBe('Version 9.9.9');
  });

  it('has no group creation for guests', async () => {
    renderApp('/workspace/7', workspaceApi(testWorkspace({ role: 'GUEST' })));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText('No groups yet.')).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Create a group' })).toBeNull();
  });

  it("opens the user menu: profile, the user's workspaces, creation and sign-out", async () => {
    const api = workspaceApi(
      testWorkspace({
        name: 'Acme',
        billing: testBilling({ nb_seats: 3, nb_members: 2, nb_pending_invites: 1 }),
      }),
      {
        otherEntries: [
          testEntry({
            id: 8,
            name: 'Globex',
            billing: testBilling({ plan: 'PREMIUM', nb_seats: 10 }),
          }),
          testEntry({ id: 9, name: 'Initech' }, { pending_invite: true }),
        ],
      },
    );
    renderApp('/workspace/7', api);
    fireEvent.click(await screen.findByRole('button', { name: /open the user menu/i }));
    const userMenu = await screen.findByRole('menu');
    expect(
      within(userMenu).getByRole('menuitem', { name: 'Profile & security' }).getAttribute('href'),
    ).toBe('/workspace/7/settings/profile');
    const current = within(userMenu).getByRole('menuitem', { name: /Acme/ });
    expect(current.textContent).toContain('Free · 2 members · 1 pending invitation');
    expect(current.getAttribute('aria-current')).toBe('page');
    const other = within(userMenu).getByRole('menuitem', { name: /Globex/ });
    expect(other.textContent).toContain('Premium · 10 seats');
    expect(other.getAttribute('href')).toBe('/workspace/8');
    expect(within(userMenu).queryByRole('menuitem', { name: /Initech/ })).toBeNull();
    expect(
      within(userMenu)
        .getByRole('menuitem', { name: 'Create a new workspace' })
        .getAttribute('href'),
    ).toBe('/signup/workspace');
    expect(within(userMenu).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    // No help address, no chat widget: the built-in guide, an e-mail to the support address.
    expect(within(userMenu).getByRole('menuitem', { name: 'Help' }).getAttribute('href')).toBe(
      '/help',
    );
    const report = within(userMenu).getByRole('menuitem', { name: 'Report Abuse' });
    expect(report.getAttribute('href')).toMatch(/^mailto:support@example\.com\?subject=/);
    expect(decodeURIComponent(report.getAttribute('href') ?? '')).toContain('"Acme" (id 7)');
    // Light, Dark or System: choosing one checks it and switches the page at once.
    const schemes = () => within(userMenu).getAllByRole('menuitemradio');
    expect(schemes().map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    fireEvent.click(within(userMenu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(schemes().map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    // No demo workspaces on this installation.
    expect(
      within(userMenu).queryByRole('menuitem', { name: 'Create a demo workspace' }),
    ).toBeNull();
  });

  it('offers Help and Report Abuse when the installation has them', async () => {
    const api = workspaceApi(testWorkspace()).on(appConfigEndpoints.read, {
      ...TEST_CONFIG,
      version: '9.9.9',
      help_url: 'https://help.example.com/',
      crisp_website_id: 'test-website-id',
    });
    renderApp('/workspace/7', api);
    fireEvent.click(await screen.findByRole('button', { name: /open the user menu/i }));
    const userMenu = await screen.findByRole('menu');
    expect(within(userMenu).getByRole('menuitem', { name: /Help/ }).getAttribute('href')).toBe(
      'https://help.example.com/',
    );
    fireEvent.click(within(userMenu).getByRole('menuitem', { name: 'Report Abuse' }));
    // The chat widget's queue got the prefilled message naming the workspace and the page.
    const pushed = (window.$crisp as unknown as unknown[][]).map((command) => command.slice(0, 2));
    expect(pushed).toContainEqual(['do', 'chat:open']);
    const message = (window.$crisp as unknown as unknown[][]).find(
      (command) => command[1] === 'message:text',
    )?.[2];
    expect(message).toEqual([expect.stringContaining('"Acme" (id 7), on the page')]);
    expect(String((message as string[])[0])).toContain('(/workspace/7)');
    expect(document.querySelector('script[src="https://client.crisp.chat/l.js"]')).not.toBeNull();
  });

  it('signs the user out from the user menu', async () => {
    const api = workspaceApi(testWorkspace()).on(
      authEndpoints.signOut,
      () => new Response(null, { status: 204 }),
    );
    const { router } = renderApp('/workspace/7', api);
    fireEvent.click(await screen.findByRole('button', { name: /open the user menu/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/account/signin?signout=1'));
  });
});

describe('the list of workspaces at /workspace', () => {
  it('links to each workspace by name, shows pending invitations, and offers a new one', async () => {
    const api = workspaceApi(testWorkspace({ name: 'Zenith' }), {
      otherEntries: [
        testEntry({ id: 9, name: 'Initech' }, { pending_invite: true }),
        testEntry(
          { id: 8, name: 'acme', billing: testBilling({ nb_seats: 4, nb_members: 4 }) },
          { role: 'GUEST' },
        ),
      ],
    });
    const { router } = renderApp('/workspace', api);
    const list = await screen.findByRole('list', { name: 'Workspaces' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('acme'), '/workspace/8'],
      [expect.stringContaining('Zenith'), '/workspace/7'],
    ]);
    expect(links[0]?.textContent).toContain('Guest · Free · 4 members');

    const items = within(list).getAllByRole('listitem');
    const pending = items[2];
    expect(pending?.textContent).toContain('Initech');
    expect(pending?.textContent).toContain('Invitation pending');
    expect(within(pending as HTMLElement).queryByRole('link')).toBeNull();

    const create = screen.getByRole('link', { name: 'Create a new workspace' });
    expect(create.getAttribute('href')).toBe('/signup/workspace');
    fireEvent.click(create);
    await waitFor(() => expect(currentAddress(router)).toBe('/signup/workspace'));
  });
});

import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { TEST_ME } from '../../../test/session';
import { testTeamUser, testWorkspace, workspaceApi } from '../../../test/workspaces';

const ada = testTeamUser(TEST_ME.id, 'ADMIN', { fullname: 'Ada Lovelace', email: TEST_ME.email });
const charles = testTeamUser(2, 'OWNER', { fullname: 'Charles Babbage', job_title: 'Inventor' });
const grace = testTeamUser(3, 'MEMBER', { fullname: 'Grace Hopper' });
const alan = testTeamUser(4, 'GUEST', {
  fullname: '',
  email: 'alan@example.com',
  pending_invite: true,
});
const team = [ada, charles, grace, alan];

function teamApi(role: WorkspaceRole = 'ADMIN') {
  return workspaceApi(testWorkspace({ role }), { team });
}

function row(name: RegExp) {
  return screen
    .getAllByTestId('team-member')
    .find((candidate) => name.test(candidate.textContent ?? ''));
}

async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

signedInWithoutLiveChannel();

describe('Members and Guests', () => {
  it('lists the team with job titles, roles and pending invitations', async () => {
    renderApp('/workspace/7/settings/team', teamApi());
    expect(await screen.findByText('3 people, 1 pending invitation')).toBeTruthy();
    expect(row(/Charles Babbage/)?.textContent).toContain('Inventor');
    expect(row(/Charles Babbage/)?.textContent).toContain('Owner');
    expect(row(/alan@example.com/)?.textContent).toContain('Pending');
    expect(row(/Ada Lovelace/)?.textContent).toContain('(you)');
  });

  it('offers an admin the actions the rules allow on each row', async () => {
    renderApp('/workspace/7/settings/team', teamApi('ADMIN'));
    await screen.findByText('3 people, 1 pending invitation');
    // An admin never touches an owner.
    expect(screen.queryByRole('button', { name: 'Actions for Charles Babbage' })).toBeNull();
    expect(await openActions('Grace Hopper')).toEqual(['Set as Admin', 'Remove from workspace']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await openActions('alan@example.com')).toEqual([
      'Set as Admin',
      'Set as Member',
      'Resend invite',
      'Cancel invite',
    ]);
  });

  it('offers a member only the invitations they could have sent, to members and guests', async () => {
    renderApp('/workspace/7/settings/team', teamApi('MEMBER'));
    await screen.findByText('3 people, 1 pending invitation');
    const actionButtons = screen.getAllByRole('button', { name: /Actions for/ });
    expect(actionButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Actions for alan@example.com',
    ]);
    expect(await openActions('alan@example.com')).toEqual(['Resend invite', 'Cancel invite']);
    const roles = within(screen.getByLabelText('Role 1')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Member', 'Guest']);
  });

  it('changes a role and shows the team the server answers', async () => {
    const api = teamApi('ADMIN').on(workspaceEndpoints.changeRole, [
      ada,
      charles,
      { ...grace, role: 'ADMIN' },
      alan,
    ]);
    renderApp('/workspace/7/settings/team', api);
    await openActions('Grace Hopper');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set as Admin' }));
    expect(await screen.findByText('Grace Hopper is now admin')).toBeTruthy();
    expect(api.callsTo(workspaceEndpoints.changeRole, { userId: 3 })[0]?.body).toEqual({
      role: 'ADMIN',
    });
    await waitFor(() => expect(row(/Grace Hopper/)?.textContent).toContain('Admin'));
  });

  it('asks before removing someone, then removes them', async () => {
    const api = teamApi('ADMIN').on(workspaceEndpoints.removeMember, [ada, charles, alan]);
    renderApp('/workspace/7/settings/team', api);
    await openActions('Grace Hopper');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from workspace' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Grace Hopper from the workspace?',
    });
    expect(api.callsTo(workspaceEndpoints.removeMember, { userId: 3 })).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Grace Hopper was removed from the workspace')).toBeTruthy();
    await waitFor(() => expect(row(/Grace Hopper/)).toBeUndefined());
  });

  it("offers no action on the only owner's row", async () => {
    const api = workspaceApi(testWorkspace({ role: 'OWNER' }), {
      team: [testTeamUser(TEST_ME.id, 'OWNER', { fullname: 'Ada Lovelace' }), grace],
    });
    renderApp('/workspace/7/settings/team', api);
    expect(await openActions('Grace Hopper')).toContain('Set as Owner');
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).toBeNull();
  });

  it("shows the server's refusal (the last owner) as a toast", async () => {
    // The page still shows a second owner whom someone else has just demoted.
    const stale = testTeamUser(5, 'OWNER', { fullname: 'Katherine Johnson' });
    const api = workspaceApi(testWorkspace({ role: 'OWNER' }), {
      team: [testTeamUser(TEST_ME.id, 'OWNER', { fullname: 'Ada Lovelace' }), stale, grace],
    }).on(
      workspaceEndpoints.changeRole,
      { detail: 'A workspace must keep at least one owner. Make someone else an owner first.' },
      409,
    );
    renderApp('/workspace/7/settings/team', api);
    await openActions('Ada Lovelace');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set as Member' }));
    expect(
      await screen.findByText(
        'A workspace must keep at least one owner. Make someone else an owner first.',
      ),
    ).toBeTruthy();
  });

  it("puts the server's validation errors on the rows they are about", async () => {
    const api = teamApi('ADMIN').on(
      workspaceEndpoints.invite,
      {
        detail: [
          { loc: ['body', 'invites', 0, 'email'], msg: 'This value is already used' },
          { loc: ['body', 'invites', 1, 'email'], msg: 'Invalid email domain' },
        ],
      },
      422,
    );
    renderApp('/workspace/7/settings/team', api);
    await screen.findByText('3 people, 1 pending invitation');
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    fireEvent.change(screen.getByLabelText('E-mail 1'), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText('E-mail 3'), {
      target: { value: 'joan@elsewhere.com' },
    });
    fireEvent.change(screen.getByLabelText('Role 3'), { target: { value: 'GUEST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail 1').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('This value is already used')).toBeTruthy();
    expect(screen.getByText('Invalid email domain')).toBeTruthy();
    expect(screen.getByLabelText('E-mail 3').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail 2').getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo(workspaceEndpoints.invite)[0]?.body).toEqual({
      invites: [
        { email: 'grace@example.com', role: 'MEMBER' },
        { email: 'joan@elsewhere.com', role: 'GUEST' },
      ],
    });
  });

  it('invites people, then empties the form', async () => {
    const invited = testTeamUser(9, 'MEMBER', {
      fullname: '',
      email: 'joan@example.com',
      pending_invite: true,
    });
    const api = teamApi('ADMIN').on(workspaceEndpoints.invite, [...team, invited]);
    renderApp('/workspace/7/settings/team', api);
    await screen.findByText('3 people, 1 pending invitation');
    fireEvent.change(screen.getByLabelText('E-mail 1'), { target: { value: 'joan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(await screen.findByText('3 people, 2 pending invitations')).toBeTruthy();
    expect((screen.getByLabelText('E-mail 1') as HTMLInputElement).value).toBe('');
    expect(api.callsTo(workspaceEndpoints.invite)[0]?.url.search).toBe('');
  });
});

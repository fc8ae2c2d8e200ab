import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testEntry, testWorkspace, workspaceApi } from '../../../test/workspaces';

const noContent = () => new Response(null, { status: 204 });

signedInWithoutLiveChannel();

describe('Workspace settings', () => {
  it('let an admin rename the workspace and set its e-mail domain', async () => {
    const acme = testWorkspace({ name: 'Acme', role: 'ADMIN' });
    const api = workspaceApi(acme).on(workspaceEndpoints.update, {
      ...acme,
      name: 'Acme Rockets',
      email_domain: 'acme.com',
    });
    renderApp('/workspace/7/settings/workspace', api);
    fireEvent.change(await screen.findByLabelText('Workspace name'), {
      target: { value: 'Acme Rockets' },
    });
    fireEvent.change(screen.getByLabelText(/E-mail domain/), { target: { value: 'Acme.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace settings saved')).toBeTruthy();
    expect(api.callsTo(workspaceEndpoints.update)[0]?.body).toEqual({
      name: 'Acme Rockets',
      email_domain: 'acme.com',
    });
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it('refuse a domain that is not one, before sending it', async () => {
    const api = workspaceApi(testWorkspace({ role: 'OWNER' }));
    renderApp('/workspace/7/settings/workspace', api);
    fireEvent.change(await screen.findByLabelText(/E-mail domain/), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email domain')).toBeTruthy();
    expect(api.callsTo(workspaceEndpoints.update)).toHaveLength(0);
  });

  it('are read-only for members', async () => {
    renderApp('/workspace/7/settings/workspace', workspaceApi(testWorkspace({ role: 'MEMBER' })));
    expect(
      await screen.findByText('Only admins and owners can change these settings.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Workspace name').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change logo' })).toBeNull();
  });

  it('open the logo dialog from the address, and forget it once closed', async () => {
    const { router } = renderApp(
      '/workspace/7/settings/workspace?modal=change-logo',
      workspaceApi(testWorkspace({ role: 'ADMIN' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Workspace logo' });
    expect(within(dialog).getByRole('button', { name: 'Upload a logo' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/7/settings/workspace'));

    fireEvent.click(screen.getByRole('button', { name: 'Change logo' }));
    expect(await screen.findByRole('dialog', { name: 'Workspace logo' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/workspace/7/settings/workspace?modal=change-logo');
  });

  it('do not open the logo dialog for members', async () => {
    renderApp(
      '/workspace/7/settings/workspace?modal=change-logo',
      workspaceApi(testWorkspace({ role: 'MEMBER' })),
    );
    await screen.findByText('Only admins and owners can change these settings.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('let the user leave, after asking, for their other workspace', async () => {
    const api = workspaceApi(testWorkspace({ role: 'MEMBER', name: 'Acme' }), {
      otherEntries: [testEntry({ id: 8, name: 'Globex' })],
    }).on(workspaceEndpoints.leave, noContent);
    const { router } = renderApp('/workspace/7/settings/workspace', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme?' });
    api.on(workspaceEndpoints.list, [testEntry({ id: 8, name: 'Globex' })]);
    api.on(workspaceEndpoints.read, testWorkspace({ id: 8, name: 'Globex' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect(await screen.findByText('You left Acme')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/8'));
    expect(api.callsTo(workspaceEndpoints.leave)[0]?.headers.get('x-workspace-id')).toBe('7');
  });

  it('let the owner delete the workspace, after a critical confirmation', async () => {
    const api = workspaceApi(testWorkspace({ role: 'OWNER', name: 'Acme' })).on(
      workspaceEndpoints.remove,
      noContent,
    );
    const { router } = renderApp('/workspace/7/settings/workspace', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    expect(dialog.textContent).toContain('This action cannot be undone');
    expect(dialog.textContent).toContain('deleted immediately');
    api.on(workspaceEndpoints.list, []);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Acme was deleted')).toBeTruthy();
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/signup/workspace?process=onboarding'),
    );
  });
});

describe('Personal settings', () => {
  it('save the job title and the e-mail alerts of this workspace', async () => {
    const acme = testWorkspace({ role: 'GUEST', job_title: 'Analyst' });
    const entry = { ...testEntry(acme), job_title: 'Analyst' };
    const api = workspaceApi(acme).on(workspaceEndpoints.updatePersonalSettings, entry);
    renderApp('/workspace/7/settings/personal', api);
    const jobTitle = await screen.findByLabelText('Job title');
    expect((jobTitle as HTMLInputElement).value).toBe('Analyst');
    fireEvent.change(jobTitle, { target: { value: 'Chief analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job title saved')).toBeTruthy();

    const alerts = screen.getByRole('switch', { name: /E-mail alerts/ });
    expect((alerts as HTMLInputElement).checked).toBe(true);
    fireEvent.click(alerts);
    expect(await screen.findByText('E-mail alerts off')).toBeTruthy();
    expect(api.callsTo(workspaceEndpoints.updatePersonalSettings).map((call) => call.body)).toEqual(
      [{ job_title: 'Chief analyst' }, { email_alert: false }],
    );
  });
});

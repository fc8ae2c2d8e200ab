import { importantLinkEndpoints } from '@hangar/contracts/endpoints/important-links';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../api/live-topics';
import { fieldRefusal, type FakeRequest } from '../../test/fake-api';
import { testProject } from '../../test/groups';
import { logsApi } from '../../test/logs';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();

const PAGE = '/workspace/7/project/31/important-docs';

const LINKS = {
  groups: [
    {
      id: 3,
      name: 'Specifications',
      links: [
        {
          id: 11,
          link_type: 'external' as const,
          title: 'https://example.com/specs',
          target: { id: null, url: 'https://example.com/specs' },
        },
        {
          id: 12,
          link_type: 'doc' as const,
          title: 'Mission brief',
          target: { id: 9, url: '/workspace/7/project/31/doc/9' },
        },
      ],
    },
  ],
};

describe('important documents', () => {
  it('lists the groups: docs open in the app, web pages in a new tab', async () => {
    const { api } = logsApi(testWorkspace(), { links: LINKS });
    renderApp(PAGE, api);
    const group = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(group).getByRole('link', { name: 'Mission brief' }).getAttribute('href')).toBe(
      '/workspace/7/project/31/doc/9',
    );
    expect(
      within(group).getByRole('link', { name: 'https://example.com/specs' }).getAttribute('target'),
    ).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Add a link' })).toBeTruthy();
  });

  it('shows the empty state, without Add for a viewer', async () => {
    const { api } = logsApi(testWorkspace({ role: 'MEMBER' }), {
      project: testProject({ current_user_right: 'VIEW' }),
    });
    renderApp(PAGE, api);
    expect(await screen.findByText('No important documents yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a link' })).toBeNull();
  });

  it('hides the link menus from a viewer', async () => {
    const { api } = logsApi(testWorkspace({ role: 'MEMBER' }), {
      project: testProject({ current_user_right: 'VIEW' }),
      links: LINKS,
    });
    renderApp(PAGE, api);
    const group = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(group).queryByRole('button', { name: /Actions of/ })).toBeNull();
  });

  it('opens the add dialog from the address and shows the duplicate refusal on the field', async () => {
    const { api } = logsApi(testWorkspace(), { links: LINKS });
    api.on(importantLinkEndpoints.add, () =>
      fieldRefusal('url', 'This link is already in the list'),
    );
    const { router } = renderApp(`${PAGE}?modal=add-attachement`, api);
    const dialog = await screen.findByRole('dialog', { name: 'Add an important document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Invalid url')).toBeTruthy();
    expect(api.callsTo(importantLinkEndpoints.add, { id: 31 })).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Address'), {
      target: { value: 'https://example.com/specs' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This link is already in the list')).toBeTruthy();
    expect(api.callsTo(importantLinkEndpoints.add, { id: 31 })[0]?.body).toEqual({
      group_id: 3,
      link_type: 'external',
      url: 'https://example.com/specs',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentAddress(router)).toBe(PAGE));
  });

  it('removes a link to the trash by sending the rest of the list back', async () => {
    const { api } = logsApi(testWorkspace(), { links: LINKS });
    api.on(importantLinkEndpoints.replace, (request: FakeRequest) => {
      expect(request.body).toEqual({
        groups: [
          {
            id: 3,
            name: 'Specifications',
            links: [{ link_type: 'doc', doc_id: 9, title: 'Mission brief' }],
          },
        ],
      });
      return Response.json({
        groups: [{ ...LINKS.groups[0], links: [LINKS.groups[0]?.links[1]] }],
        trash_id: 77,
      });
    });
    renderApp(PAGE, api);
    const group = await screen.findByRole('region', { name: 'Specifications' });
    fireEvent.click(
      within(group).getByRole('button', { name: 'Actions of “https://example.com/specs”' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the link' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(group).queryByRole('link', { name: 'https://example.com/specs' })).toBeNull(),
    );
    expect(api.callsTo(importantLinkEndpoints.replace, { id: 31 })).toHaveLength(1);
    expect(await screen.findByText('Link moved to the trash')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('reloads when another browser adds a link or edits an address', async () => {
    const { api, state } = logsApi(testWorkspace());
    const { queryClient } = renderApp(PAGE, api);
    await screen.findByText('No important documents yet');
    state.links = LINKS;
    dispatchLiveMessage(
      JSON.stringify({ topic: 'projectLinks', payload: { project_id: 31 }, source: 'other' }),
      queryClient,
    );
    const group = await screen.findByRole('region', { name: 'Specifications' });
    const [specs] = LINKS.groups;
    state.links = {
      groups: [
        {
          ...specs!,
          links: specs!.links.map((link) =>
            link.id === 11
              ? { ...link, title: 'Specs v2', target: { id: null, url: 'https://example.com/v2' } }
              : link,
          ),
        },
      ],
    };
    dispatchLiveMessage(
      JSON.stringify({
        topic: 'externalLink',
        payload: { project_id: 31, link_id: 11 },
        source: 'other',
      }),
      queryClient,
    );
    expect(await within(group).findByRole('link', { name: /Specs v2/ })).toBeTruthy();
  });
});

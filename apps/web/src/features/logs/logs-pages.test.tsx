import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGS_PAGE } from '@hangar/contracts/logs';
import { dispatchLiveMessage } from '../../api/live-topics';
import { fieldRefusal } from '../../test/fake-api';
import { testProject } from '../../test/groups';
import { logsApi, testLog } from '../../test/logs';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../test/render-app';
import { testWorkspace } from '../../test/workspaces';

signedInWithoutLiveChannel();

const LOGS = '/workspace/7/project/31/logs';

function logsSection() {
  return screen.getByRole('region', { name: 'Logs' });
}

describe('the logs of a project', () => {
  it('lists the active logs, then the archived ones with their own empty state', async () => {
    const { api } = logsApi(testWorkspace(), {
      logs: [testLog(), testLog({ id: 502, title: 'Old news', is_archived: true })],
    });
    renderApp(LOGS, api);
    expect(await screen.findByRole('article', { name: 'Engines tested' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Old news' })).toBeNull();
    expect(screen.getByText('3 hours ago')).toBeTruthy();

    fireEvent.click(within(logsSection()).getByText('Archived'));
    expect(await screen.findByRole('article', { name: 'Old news' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Engines tested' })).toBeNull();
    expect(api.callsTo(logEndpoints.list, { id: 31 }).at(-1)?.url.searchParams.get('only')).toBe(
      'archived',
    );
  });

  it('says so when there is nothing, with New log for editors', async () => {
    const { api } = logsApi(testWorkspace());
    const { router } = renderApp(LOGS, api);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    fireEvent.click(within(logsSection()).getByRole('button', { name: 'New log' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`${LOGS}/create`));
  });

  it('shows no archived log as such', async () => {
    const { api } = logsApi(testWorkspace());
    renderApp(`${LOGS}?logs=archived`, api);
    expect(await screen.findByText('No archived logs.')).toBeTruthy();
  });

  it('hides every edit control from someone who can only view', async () => {
    const { api } = logsApi(testWorkspace({ role: 'MEMBER' }), {
      project: testProject({ current_user_right: 'VIEW' }),
      logs: [testLog()],
    });
    renderApp(LOGS, api);
    const card = await screen.findByRole('article', { name: 'Engines tested' });
    expect(within(card).queryByRole('button', { name: /Actions of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New log' })).toBeNull();
  });

  it('opens “Can’t create more logs” with Upgrade for an owner at the free plan’s limit', async () => {
    const { api } = logsApi(testWorkspace({ role: 'OWNER', can_add_logs: false }), {
      logs: [testLog()],
    });
    renderApp(LOGS, api);
    await screen.findByRole('article', { name: 'Engines tested' });
    fireEvent.click(within(logsSection()).getByRole('button', { name: 'New log' }));
    const dialog = await screen.findByRole('dialog', { name: "Can't create more logs" });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/workspace/7/settings/upgrade',
    );
  });

  it('reloads the list when another browser adds a log', async () => {
    const { api, state } = logsApi(testWorkspace());
    const { queryClient } = renderApp(LOGS, api);
    await screen.findByText('No activity yet');
    state.logs = [testLog({ title: 'Countdown started' })];
    dispatchLiveMessage(
      JSON.stringify({ topic: 'projectLogs', payload: { project_id: 31 }, source: 'other' }),
      queryClient,
    );
    expect(await screen.findByRole('article', { name: 'Countdown started' })).toBeTruthy();
  });

  it('tells a recipient live that someone sent them a log, with a link to it', async () => {
    const { api } = logsApi(testWorkspace(), { logs: [testLog()] });
    const { router, queryClient } = renderApp(LOGS, api);
    await screen.findByRole('article', { name: 'Engines tested' });
    dispatchLiveMessage(
      JSON.stringify({
        topic: 'log',
        payload: {
          project_id: 31,
          log_id: 501,
          action: 'notified',
          title: 'Engines tested',
          author: 'Olive Owner',
        },
        source: 'other',
      }),
      queryClient,
    );
    expect(await screen.findByText(/Olive Owner sent you "Engines tested"/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the log' });
    expect(link.getAttribute('href')).toBe(`${LOGS}/501`);
    fireEvent.click(link);
    await waitFor(() => expect(currentAddress(router)).toBe(`${LOGS}/501`));
    expect(await screen.findByRole('heading', { name: 'Engines tested' })).toBeTruthy();
  });
});

describe('a project with more logs than a page', () => {
  /** `count` logs, newest first: 'Log {count}' on top, an hour apart. */
  const manyLogs = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      testLog({
        id: 1000 + count - index,
        title: `Log ${count - index}`,
        created_at: new Date(Date.now() - (index + 1) * 3600_000).toISOString(),
      }),
    );
  const cards = () => within(logsSection()).getAllByRole('article');

  it('shows the first page, then the next ones on “Load more logs”, taking the keyboard along', async () => {
    const { api } = logsApi(testWorkspace(), { logs: manyLogs(LOGS_PAGE + 5) });
    renderApp(LOGS, api);
    expect(await screen.findByRole('article', { name: `Log ${LOGS_PAGE + 5}` })).toBeTruthy();
    expect(cards()).toHaveLength(LOGS_PAGE);
    expect(screen.queryByRole('article', { name: 'Log 5' })).toBeNull();
    const first = api.callsTo(logEndpoints.list, { id: 31 })[0]?.url.searchParams;
    expect(first?.get('limit')).toBe(String(LOGS_PAGE + 1));
    expect(first?.get('before')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more logs' }));
    const fifth = await screen.findByRole('article', { name: 'Log 5' });
    expect(cards()).toHaveLength(LOGS_PAGE + 5);
    expect(api.callsTo(logEndpoints.list, { id: 31 }).at(-1)?.url.searchParams.get('before')).toBe(
      String(1006),
    );
    await waitFor(() => expect(document.activeElement).toBe(fifth));
    expect(screen.queryByRole('button', { name: 'Load more logs' })).toBeNull();
  });

  it('keeps the pages loaded when a log is added elsewhere, the new one on top', async () => {
    const { api, state } = logsApi(testWorkspace(), { logs: manyLogs(LOGS_PAGE + 2) });
    const { queryClient } = renderApp(LOGS, api);
    await screen.findByRole('article', { name: `Log ${LOGS_PAGE + 2}` });
    fireEvent.click(screen.getByRole('button', { name: 'Load more logs' }));
    await screen.findByRole('article', { name: 'Log 1' });
    state.logs = [
      testLog({ id: 5000, title: 'Countdown started', created_at: new Date().toISOString() }),
      ...state.logs,
    ];
    dispatchLiveMessage(
      JSON.stringify({ topic: 'projectLogs', payload: { project_id: 31 }, source: 'other' }),
      queryClient,
    );
    expect(await screen.findByRole('article', { name: 'Countdown started' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(LOGS_PAGE + 3));
    expect(cards()[0]?.getAttribute('aria-label')).toBe('Countdown started');
    expect(cards().at(-1)?.getAttribute('aria-label')).toBe('Log 1');
    expect(screen.queryByRole('button', { name: 'Load more logs' })).toBeNull();
  });
});

describe('a log’s page', () => {
  it('shows the edition date, the notification and the attachments', async () => {
    const { api } = logsApi(testWorkspace(), {
      logs: [
        testLog({
          notification_sent: true,
          edition_date: new Date(Date.now() - 2 * 60_000).toISOString(),
          attachments: [
            {
              link_type: 'doc',
              target: { id: 9, url: '/workspace/7/project/31/doc/9', title: 'Plan' },
            },
            {
              link_type: 'external',
              target: { id: null, url: 'https://example.com/a', title: 'https://example.com/a' },
            },
          ],
        }),
      ],
    });
    renderApp(`${LOGS}/501`, api);
    expect(await screen.findByRole('heading', { name: 'Engines tested' })).toBeTruthy();
    expect(screen.getByTestId('log-edition-date').textContent).toContain('Edited 2 minutes ago');
    expect(screen.getByText('Notification sent')).toBeTruthy();
    const attachments = screen.getByRole('list', { name: 'Attachments' });
    expect(within(attachments).getByRole('link', { name: 'Plan' }).getAttribute('href')).toBe(
      '/workspace/7/project/31/doc/9',
    );
    expect(
      within(attachments)
        .getByRole('link', { name: 'https://example.com/a' })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('offers neither Edit nor the notification to a viewer', async () => {
    const { api } = logsApi(testWorkspace({ role: 'MEMBER' }), {
      project: testProject({ current_user_right: 'VIEW' }),
      logs: [testLog()],
    });
    renderApp(`${LOGS}/501`, api);
    await screen.findByRole('heading', { name: 'Engines tested' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /notification/ })).toBeNull();
  });

  it('goes back to the logs, saying why, when someone else deletes it', async () => {
    const { api, state } = logsApi(testWorkspace(), { logs: [testLog()] });
    const { router, queryClient } = renderApp(`${LOGS}/501`, api);
    await screen.findByRole('heading', { name: 'Engines tested' });
    state.logs = [];
    dispatchLiveMessage(
      JSON.stringify({
        topic: 'log',
        payload: { project_id: 31, log_id: 501, action: 'deleted' },
        source: 'other',
      }),
      queryClient,
    );
    await waitFor(() => expect(currentAddress(router)).toBe(LOGS));
    expect(await screen.findByText('This log was deleted by someone else')).toBeTruthy();
  });

  it('is the not-found page with “Missing log id” for a malformed id', async () => {
    const { api } = logsApi(testWorkspace());
    renderApp(`${LOGS}/abc`, api);
    expect(await screen.findByText('Missing log id')).toBeTruthy();
  });
});

describe('the log form', () => {
  it('asks for a title and a valid address before sending anything', async () => {
    const { api } = logsApi(testWorkspace());
    renderApp(`${LOGS}/create`, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Link 1'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create log' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Invalid url')).toBeTruthy();
    expect(api.callsTo(logEndpoints.create, { id: 31 })).toHaveLength(0);
  });

  it('sends the title, the description and the attachments, then opens the log', async () => {
    const { api, state } = logsApi(testWorkspace());
    api.on(logEndpoints.create, () => {
      state.logs = [testLog({ id: 777, title: 'Engines tested' })];
      return Response.json({ created_id: 777 }, { status: 201 });
    });
    const { router } = renderApp(`${LOGS}/create`, api);
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Engines tested' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Link 1'), {
      target: { value: 'https://example.com/report' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create log' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`${LOGS}/777`));
    expect(api.callsTo(logEndpoints.create, { id: 31 })[0]?.body).toEqual({
      title: 'Engines tested',
      description: { type: 'doc', content: [{ type: 'paragraph' }] },
      attachments: [{ link_type: 'external', target: { url: 'https://example.com/report' } }],
    });
  });

  it('puts the server’s word on an attachment under the attachments, with its index', async () => {
    const { api } = logsApi(testWorkspace());
    api.on(logEndpoints.create, () =>
      fieldRefusal(['attachments', 0, 'target', 'id'], 'Document not found'),
    );
    renderApp(`${LOGS}/create`, api);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Engines' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Link 1'), {
      target: { value: 'https://example.com/report' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create log' }));
    expect(await screen.findByText('Item 1: Document not found')).toBeTruthy();
  });
});

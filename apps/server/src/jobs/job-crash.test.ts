import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCapture, type MailCapture } from '../test/mail-capture';
import { callServer } from '../test/process-api';
import { mentioning } from '../test/rich-text';
import { launchServer, waitUntilHealthy, type ServerProcess } from '../test/server-process';

/**
 * A job whose server dies under it (kill -9 in the middle of sending an e-mail) is not lost: once
 * its heartbeat stops, the instance running after the restart takes it over and runs it once.
 */

const processes: ServerProcess[] = [];
let capture: MailCapture | null = null;
afterAll(async () => {
  processes.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL'));
  await capture?.close();
});

const PASSWORD = 'a job outlives its server';
const INBOX_MAIL = /new mentions? and repl|mentioned you/;

async function signUp(server: ServerProcess, mail: MailCapture, email: string, fullname: string) {
  await callServer(server, 'POST', '/users/signup/email', { body: { email } });
  const message = await mail.waitFor(email, /Confirm/, 15_000);
  const token = new URL(mail.linkIn(message, '/signup/profile')).searchParams.get('token');
  const session = await callServer<{ access_token: string }>(
    server,
    'POST',
    '/users/signup/profile',
    { body: { token, fullname, password: PASSWORD } },
  );
  return session.access_token;
}

describe('a job when its server is killed', () => {
  it('runs once after the restart', { timeout: 180_000 }, async () => {
    let stallBob = false;
    const mail = await startMailCapture({
      stall: (to) => stallBob && to.includes('bob@example.com'),
    });
    capture = mail;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hangar-job-crash-'));
    const env = {
      SMTP_URL: mail.smtpUrl,
      INBOX_EMAIL_AFTER_MINUTES: '0.01',
      JOB_RETRY_DELAY_SCALE: '0',
    };
    const first = await launchServer(dataDir, env);
    processes.push(first);
    await waitUntilHealthy(first);

    const owner = await signUp(first, mail, 'olive@example.com', 'Olive Owner');
    const bob = await signUp(first, mail, 'bob@example.com', 'Bob Hopper');
    const { created_id: workspace } = await callServer<{ created_id: number }>(
      first,
      'POST',
      '/workspaces',
      { token: owner, body: { name: 'Crash Crew' } },
    );
    await callServer(first, 'POST', '/workspaces/c/team', {
      token: owner,
      workspace,
      body: { invites: [{ email: 'bob@example.com', role: 'MEMBER' }] },
    });
    const invitation = await mail.waitFor('bob@example.com', /invited you/, 15_000);
    const inviteToken = new URL(mail.linkIn(invitation, '/invitation')).searchParams.get(
      'inviteToken',
    );
    await callServer(first, 'POST', `/workspaces/accept-invite/${inviteToken}`, { token: bob });
    const asOwner = <Body>(url: string, body: unknown) =>
      callServer<Body>(first, 'POST', url, { token: owner, workspace, body });
    const { created_id: group } = await asOwner<{ created_id: number }>('/groups', { name: 'G' });
    const { created_id: project } = await asOwner<{ created_id: number }>('/projects', {
      name: 'P',
      group_id: group,
    });
    const bobId = (await callServer<{ id: number }>(first, 'GET', '/users/me', { token: bob })).id;
    stallBob = true;
    await asOwner(`/projects/${project}/logs`, {
      title: 'Fuel',
      attachments: [],
      description: mentioning('Check the fuel, ', { id: bobId, label: 'Bob Hopper' }),
    });

    // The e-mail job is sending: the mail server has its message and hangs.
    const deadline = Date.now() + 30_000;
    while (mail.stalled.length === 0) {
      if (Date.now() > deadline) throw new Error('the inbox e-mail was never sent');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    stallBob = false;
    expect(mail.messages.filter((message) => INBOX_MAIL.test(message.subject))).toEqual([]);

    const second = await launchServer(dataDir, env);
    processes.push(second);
    await waitUntilHealthy(second);
    const sent = await mail.waitFor('bob@example.com', INBOX_MAIL, 90_000);
    expect(sent.text).toContain('Check the fuel');
    // Once: no other try sends it again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const inboxMails = mail.messages.filter(
      (message) => INBOX_MAIL.test(message.subject) && message.to.includes('bob@example.com'),
    );
    expect(inboxMails).toHaveLength(1);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

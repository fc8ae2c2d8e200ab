import { request as playwrightRequest } from '@playwright/test';
import { Mailbox, newUser, signUpThroughApi } from './fixtures';
import { signInThroughApi } from './workspace-fixtures';

/** The workspace demo workspaces are copied from: the first one of the fresh data folder. */
export const TEMPLATE_WORKSPACE_ID = 1;
/** Where the template's owner is handed to the tests (workers inherit the environment). */
export const TEMPLATE_OWNER_ENV = 'HANGAR_E2E_TEMPLATE_OWNER';

/**
 * Runs once the server is up and before any test: creates the template workspace of demo
 * workspaces, which must get the id the server was started with (TEMPLATE_WORKSPACE_ID), so it
 * has to be the first workspace of the fresh data folder.
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = `http://127.0.0.1:${process.env.HANGAR_E2E_PORT}`;
  const request = await playwrightRequest.newContext({ baseURL });
  const mailbox = new Mailbox(`http://127.0.0.1:${process.env.HANGAR_E2E_MAIL_PORT}`);
  try {
    const user = await signUpThroughApi(request, mailbox, newUser('Tess Template'));
    const owner = await signInThroughApi(request, user);
    const created = await request.post('/api/workspaces', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { name: 'Hangar templates' },
    });
    const { created_id: id } = (await created.json()) as { created_id: number };
    if (id !== TEMPLATE_WORKSPACE_ID) {
      throw new Error(
        `The template workspace got id ${id}, not ${TEMPLATE_WORKSPACE_ID}: the data folder was not fresh`,
      );
    }
    const group = await request.post('/api/groups', {
      headers: { Authorization: `Bearer ${owner.token}`, 'X-Workspace-Id': String(id) },
      data: { name: 'Demo playbooks' },
    });
    if (group.status() !== 201) throw new Error(`The template group answered ${group.status()}`);
    process.env[TEMPLATE_OWNER_ENV] = JSON.stringify({
      email: user.email,
      password: user.password,
      fullname: user.fullname,
    });
  } finally {
    await request.dispose();
  }
}

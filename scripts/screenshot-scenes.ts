// The scenes of `npm run screenshots`: moments a page alone does not show (a toast, a menu
// scrolled, a collaborator's caret, a message after a link), written to
// docs/screenshots/flows/<name>-<width>[-dark].png. They run after the main pages, on the same
// seeded workspace, and change it (a new project, links, billing details, the e-mail address),
// so they come last. The pictures of issue 16 (the user-experience pass) are named after it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openSettled, type MainPagesSeed } from '../e2e/main-pages';

export interface SceneRun {
  browser: Browser;
  baseURL: string;
  seed: MainPagesSeed;
  mailDir: string;
  /** Writes `<name>-<width>[-dark].png` of the page (of `clip`'s element when given). */
  shoot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
}

interface Scene {
  name: string;
  run: (run: SceneRun) => Promise<void>;
}

/** The first link to `pathPrefix` in the outbox's e-mails to `email` (each an .eml file). */
export async function outboxLink(mailDir: string, email: string, pathPrefix: string) {
  const pattern = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"<>]*`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      // Quoted-printable: join soft line breaks and decode '='.
      const text = readFileSync(path.join(mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      const link = text.includes(email) ? pattern.exec(text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${email} with a link to ${pathPrefix} in ${mailDir}`);
}

/** The seeded user's API, with their token and, when given, a workspace. */
async function seededApi(baseURL: string, seed: MainPagesSeed) {
  const api = await request.newContext({ baseURL });
  const signin = await api.post('/api/auth/signin', {
    form: { username: seed.user.email, password: seed.user.password },
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const call = async (method: 'POST' | 'PUT', url: string, data: object, workspaceId?: number) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (workspaceId) headers['X-Workspace-Id'] = String(workspaceId);
    const response = await api.fetch(url, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}`);
    return (await response.json()) as { created_id?: number };
  };
  return { call, dispose: () => api.dispose() };
}

/** A browser context of the seeded user, signed in, and the page it signed in on. */
async function signedIn(
  run: SceneRun,
  width: number,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await run.browser.newContext({
    baseURL: run.baseURL,
    viewport: { width, height },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  // The scenes add workspaces: sign-in may land on any of them.
  await page.goto('/account/signin');
  await page.getByLabel('E-mail').fill(run.seed.user.email);
  await page.getByLabel('Password', { exact: true }).fill(run.seed.user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/workspace\/\d+/);
  return { context, page };
}

const ws = (seed: MainPagesSeed) => `/workspace/${seed.workspaceId}`;

/** Issue 16, item 3: the home of a workspace without a group, then with a group but no project. */
const homeEmptyStates: Scene = {
  name: 'home-empty-states',
  async run(run) {
    const api = await seededApi(run.baseURL, run.seed);
    const empty = await api.call('POST', '/api/workspaces', { name: 'Empty hangar' });
    const research = await api.call('POST', '/api/workspaces', { name: 'Research hangar' });
    await api.call('POST', '/api/groups', { name: 'Research' }, research.created_id);
    await api.dispose();
    for (const width of [1280, 375]) {
      const { context, page } = await signedIn(run, width);
      await openSettled(page, `/workspace/${empty.created_id}`);
      await run.shoot(page, 'ux-home-no-group');
      await openSettled(page, `/workspace/${research.created_id}`);
      await run.shoot(page, 'ux-home-no-project');
      await context.close();
    }
  },
};

/** Item 4: the toast after creating a project, clear of the top bar. */
const toastAfterCreating: Scene = {
  name: 'toast',
  async run(run) {
    for (const [width, name] of [
      [1280, 'Orbital mechanics'],
      [375, 'Re-entry heat shield'],
    ] as const) {
      const { context, page } = await signedIn(run, width, 800);
      await openSettled(page, `${ws(run.seed)}/project/create?groupid=${run.seed.groupId}`);
      await page.getByLabel('Project name').fill(name);
      await page.getByRole('button', { name: 'Create project' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: name });
      await toast.waitFor();
      await toast.hover();
      await page.waitForTimeout(400);
      await run.shoot(page, 'ux-toast', { fullPage: false });
      await context.close();
    }
  },
};

/** Item 5: Profile scrolled to its end, the settings menu and its warning still in view. */
const stickySettingsMenu: Scene = {
  name: 'settings-sticky',
  async run(run) {
    const { context, page } = await signedIn(run, 1280, 600);
    await openSettled(page, `${ws(run.seed)}/settings/profile`);
    await page.getByLabel('New e-mail address').fill(newAddress(run.seed));
    await page.getByRole('button', { name: 'Send a confirmation link' }).click();
    await page.getByText('E-mail change pending').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(400);
    await run.shoot(page, 'ux-settings-scrolled', { fullPage: false });
    await context.close();
  },
};

/** Item 6: the billing details with a searchable country, then the summary naming it. */
const billingCountry: Scene = {
  name: 'billing-country',
  async run(run) {
    const { context, page } = await signedIn(run, 1280);
    await openSettled(page, `${ws(run.seed)}/settings/billing/form/customer`);
    await page.getByLabel('Address', { exact: true }).fill('12 rue de la Paix');
    await page.getByLabel('Postal code').fill('75002');
    await page.getByLabel('City').fill('Paris');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('fra');
    await page.getByRole('option', { name: 'France', exact: true }).waitFor();
    await run.shoot(page, 'ux-billing-country-search', { fullPage: false });
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('75002 Paris, France').waitFor();
    await openSettled(page, `${ws(run.seed)}/settings/billing`);
    await run.shoot(page, 'ux-billing-country-summary');
    await context.close();
  },
};

/** Item 7: the same link twice in the important documents. */
const duplicateLink: Scene = {
  name: 'duplicate-link',
  async run(run) {
    const { context, page } = await signedIn(run, 1280);
    const address = `${ws(run.seed)}/project/${run.seed.projectId}/important-docs`;
    await openSettled(page, `${address}?modal=add-attachement`);
    const dialog = page.getByRole('dialog', { name: 'Add an important document' });
    await dialog.getByLabel('Address').fill('https://example.com/flight-rules');
    await dialog.getByLabel('Group name').fill('Flight rules');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add a link' }).click();
    await dialog.getByLabel('Address').fill('https://example.com/flight-rules/');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('This link is already in the list').waitFor();
    await run.shoot(page, 'ux-duplicate-link', { fullPage: false });
    await context.close();
  },
};

/** Item 8: a collaborator's caret at the right edge keeps its whole name. */
const caretAtTheEdge: Scene = {
  name: 'caret-label',
  async run(run) {
    const docPath = `${ws(run.seed)}/project/${run.seed.projectId}/doc/${run.seed.docId}`;
    for (const width of [1280, 375]) {
      const { context: writer, page: writing } = await signedIn(run, width);
      const { context: reader, page: reading } = await signedIn(run, width);
      await openSettled(writing, docPath);
      await openSettled(reading, docPath);
      const editor = writing.getByTestId('doc-editor');
      await editor.click();
      await writing.keyboard.press('Control+End');
      await writing.keyboard.press('Enter');
      // Words until the collaborator's caret, as the reader sees it, nears the right edge.
      const label = reading.locator('.collaboration-carets__label').first();
      const right = async () => {
        const box = await reading.getByTestId('doc-editor').boundingBox();
        return (box?.x ?? 0) + (box?.width ?? 0);
      };
      const words = 'Go for launch guidance telemetry range recovery flight network'.split(' ');
      for (let index = 0; index < 40; index += 1) {
        await writing.keyboard.type(`${words[index % words.length]} `, { delay: 5 });
        await label.waitFor();
        await reading.waitForTimeout(150);
        const caret = await label.evaluate((element) => {
          const box = element.parentElement?.getBoundingClientRect();
          return box ? box.x : 0;
        });
        if (caret > (await right()) - 70) break;
      }
      await reading.waitForTimeout(500);
      await run.shoot(reading, 'ux-caret-label-edge', { fullPage: false });
      await writing.keyboard.press('Shift+Home');
      await writing.keyboard.press('Backspace');
      await writing.keyboard.press('Backspace');
      await writer.close();
      await reader.close();
    }
  },
};

/** Item 8: the side menu's group, its team labelled, and initials that fit on project cards. */
const sideMenuAndInitials: Scene = {
  name: 'side-menu-and-initials',
  async run(run) {
    const api = await seededApi(run.baseURL, run.seed);
    await api.call('PUT', '/api/users/me', { fullname: 'Maximilian Alexander Wolfeschlegel' });
    const { context, page } = await signedIn(run, 1280);
    await openSettled(page, `${ws(run.seed)}/group/${run.seed.groupId}`);
    await run.shoot(page, 'ux-side-menu-team', { fullPage: false });
    await openSettled(page, ws(run.seed));
    await run.shoot(page, 'ux-project-card-initials', { fullPage: false });
    await context.close();
    await api.call('PUT', '/api/users/me', { fullname: run.seed.user.fullname });
    await api.dispose();
  },
};

const newAddress = (seed: MainPagesSeed) => seed.user.email.replace('@', '+new@');

/** Item 8: the sign-in page after the e-mail change link (asked for by the settings scene). */
const emailChanged: Scene = {
  name: 'email-changed',
  async run(run) {
    const link = await outboxLink(run.mailDir, newAddress(run.seed), '/account/email-reset');
    const context = await run.browser.newContext({
      baseURL: run.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForURL(/\/account\/signin$/);
    await page.getByText('Your e-mail address is changed').waitFor();
    await run.shoot(page, 'ux-email-changed-signin');
    await context.close();
  },
};

/** In this order: the e-mail change comes last, since it signs the seeded user out. */
export const SCENES: readonly Scene[] = [
  homeEmptyStates,
  toastAfterCreating,
  billingCountry,
  duplicateLink,
  caretAtTheEdge,
  sideMenuAndInitials,
  stickySettingsMenu,
  emailChanged,
];

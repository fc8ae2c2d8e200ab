import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The main pages of the app, for the accessibility check (a11y.spec.ts) and the screenshots
 * (scripts/screenshots.ts). To cover a new page, add a line to MAIN_PAGES (and, if it needs
 * data, a call to `seedMainPages`).
 */
export interface MainPagesSeed {
  user: { email: string; fullname: string; password: string };
  workspaceId: number;
  groupId: number;
  projectId: number;
  docId: number;
  logId: number;
  /** The project's public link token. */
  shareToken: string;
}

export interface MainPage {
  /** File-name friendly: the screenshot is `page-<name>-<width>.png`. */
  name: string;
  path: (seed: MainPagesSeed) => string;
  /** Needs the seeded user signed in. */
  signedIn: boolean;
}

const ws = (seed: MainPagesSeed) => `/workspace/${seed.workspaceId}`;
const project = (seed: MainPagesSeed) => `${ws(seed)}/project/${seed.projectId}`;

export const MAIN_PAGES: readonly MainPage[] = [
  { name: 'signin', path: () => '/account/signin', signedIn: false },
  { name: 'signup', path: () => '/signup', signedIn: false },
  { name: 'home', path: () => '/', signedIn: false },
  { name: 'password-lost', path: () => '/account/password-lost', signedIn: false },
  { name: 'not-found', path: () => '/no-such-page', signedIn: false },
  { name: 'help', path: () => '/help', signedIn: false },
  { name: 'workspaces', path: () => '/workspace', signedIn: true },
  { name: 'signup-workspace', path: () => '/signup/workspace?process=onboarding', signedIn: true },
  { name: 'workspace-home', path: ws, signedIn: true },
  { name: 'groups', path: (seed) => `${ws(seed)}/group`, signedIn: true },
  { name: 'group', path: (seed) => `${ws(seed)}/group/${seed.groupId}`, signedIn: true },
  {
    name: 'group-settings',
    path: (seed) => `${ws(seed)}/group/${seed.groupId}/settings`,
    signedIn: true,
  },
  { name: 'projects', path: (seed) => `${ws(seed)}/project`, signedIn: true },
  { name: 'project-logs', path: (seed) => `${project(seed)}/logs`, signedIn: true },
  { name: 'doc', path: (seed) => `${project(seed)}/doc/${seed.docId}`, signedIn: true },
  { name: 'project-team', path: (seed) => `${project(seed)}/team`, signedIn: true },
  { name: 'project-settings', path: (seed) => `${project(seed)}/settings`, signedIn: true },
  { name: 'log', path: (seed) => `${project(seed)}/logs/${seed.logId}`, signedIn: true },
  { name: 'log-create', path: (seed) => `${project(seed)}/logs/create`, signedIn: true },
  { name: 'important-docs', path: (seed) => `${project(seed)}/important-docs`, signedIn: true },
  { name: 'planning', path: (seed) => `${project(seed)}/planning`, signedIn: true },
  { name: 'search-results', path: (seed) => `${ws(seed)}/search?q=launch`, signedIn: true },
  { name: 'inbox', path: (seed) => `${ws(seed)}/inbox`, signedIn: true },
  {
    name: 'public-project',
    path: (seed) =>
      `/workspace/public/project/${seed.projectId}?publicMode=project&publicToken=${seed.shareToken}`,
    signedIn: false,
  },
  {
    name: 'public-doc',
    path: (seed) =>
      `/workspace/public/project/${seed.projectId}/doc/${seed.docId}?publicMode=project&publicToken=${seed.shareToken}`,
    signedIn: false,
  },
  { name: 'settings-workspace', path: (seed) => `${ws(seed)}/settings/workspace`, signedIn: true },
  { name: 'settings-members', path: (seed) => `${ws(seed)}/settings/team`, signedIn: true },
  { name: 'settings-billing', path: (seed) => `${ws(seed)}/settings/billing`, signedIn: true },
  {
    name: 'billing-form-customer',
    path: (seed) => `${ws(seed)}/settings/billing/form/customer`,
    signedIn: true,
  },
  {
    name: 'billing-funnel-plan',
    path: (seed) => `${ws(seed)}/settings/billing/funnel/plan`,
    signedIn: true,
  },
  { name: 'upgrade', path: (seed) => `${ws(seed)}/settings/upgrade`, signedIn: true },
  { name: 'account', path: (seed) => `${ws(seed)}/settings/profile`, signedIn: true },
  { name: 'settings-personal', path: (seed) => `${ws(seed)}/settings/personal`, signedIn: true },
];

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  if (response.status() !== 201) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as { created_id?: number; id?: number };
}

/**
 * An owner with a workspace, a group, a project and a named doc, all through the API.
 * `signupToken` reads the token of the sign-up e-mail sent to an address.
 */
export async function seedMainPages(
  api: APIRequestContext,
  signupToken: (email: string) => Promise<string>,
  email: string,
): Promise<MainPagesSeed> {
  const user = { email, fullname: 'Ada Lovelace', password: 'analytical engine 1843' };
  const sent = await api.post('/api/users/signup/email', { data: { email } });
  if (sent.status() !== 202) throw new Error(`sign-up answered ${sent.status()}`);
  const token = await signupToken(email);
  await created(
    await api.post('/api/users/signup/profile', {
      data: { token, fullname: user.fullname, password: user.password },
    }),
  );
  const signin = await api.post('/api/auth/signin', {
    form: { username: email, password: user.password },
  });
  const { access_token: accessToken } = (await signin.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const workspace = await created(
    await api.post('/api/workspaces', { headers: auth, data: { name: 'Northwind Aerospace' } }),
  );
  const workspaceId = workspace.created_id ?? 0;
  const headers = { ...auth, 'X-Workspace-Id': String(workspaceId) };
  const group = await created(
    await api.post('/api/groups', { headers, data: { name: 'Flight operations' } }),
  );
  const groupId = group.created_id ?? 0;
  const projectIds: number[] = [];
  for (const [name, emoji] of [
    ['Apollo guidance computer', '🚀'],
    ['Ground station network', '📡'],
    ['Crew training', '🧑‍🚀'],
    // A long name, to see how pages cut or wrap it.
    ['Deep space communications relay and telemetry archive for the lunar gateway', '🛰️'],
  ] as const) {
    const made = await created(
      await api.post('/api/projects', { headers, data: { name, group_id: groupId, emoji } }),
    );
    projectIds.push(made.created_id ?? 0);
  }
  const projectId = projectIds[0] ?? 0;
  const doc = await created(
    await api.post(`/api/projects/${projectId}/docs`, { headers, data: { parent_path: '' } }),
  );
  const docId = doc.id ?? 0;
  await api.put(`/api/projects/${projectId}/docs/${docId}`, {
    headers,
    data: { name: 'Launch checklist', emoji: '✅' },
  });
  const log = await created(
    await api.post(`/api/projects/${projectId}/logs`, {
      headers,
      data: {
        title: 'Guidance computer passed the integration tests',
        description: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'All programs ran on the flight hardware.' }],
            },
          ],
        },
        attachments: [
          { link_type: 'doc', target: { id: docId } },
          { link_type: 'external', target: { url: 'https://example.com/test-report' } },
        ],
      },
    }),
  );
  const shared = await api.put(`/api/projects/${projectId}/share`, {
    headers,
    data: { enabled: true },
  });
  const { share_token: shareToken } = (await shared.json()) as { share_token: string };
  return { user, workspaceId, groupId, projectId, docId, logId: log.created_id ?? 0, shareToken };
}

/** Signs the seeded user in through the sign-in page and waits for the workspace. */
export async function signInSeededUser(page: Page, seed: MainPagesSeed): Promise<void> {
  await page.goto('/account/signin');
  await page.getByLabel('E-mail').fill(seed.user.email);
  await page.getByLabel('Password', { exact: true }).fill(seed.user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/workspace/${seed.workspaceId}$`));
}

/** Opens a page and waits until it has settled: requests done, loaders gone. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  // The progress bar hides 500 ms after the last request; transitions run 200 ms.
  await page.waitForTimeout(700);
}

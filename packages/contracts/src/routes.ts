/**
 * The web client's route paths (SPEC.md section 2), written once: the router declares them with
 * their `:param` patterns and every link, redirect and e-mail builds them with these functions.
 */
type Id = number | string;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export const routePatterns = {
  home: '/',
  help: '/help',
  account: '/account',
  signin: '/account/signin',
  passwordLost: '/account/password-lost',
  passwordReset: '/account/password-reset',
  emailReset: '/account/email-reset',
  /** Where an OpenID Connect provider sends the browser back (docs/sso.md). */
  ssoCallback: '/account/sso/callback',
  invitation: '/invitation',
  signup: '/signup',
  signupEmail: '/signup/email',
  signupVerifyEmail: '/signup/verify-email',
  signupProfile: '/signup/profile',
  signupTeam: '/signup/team',
  signupGroup: '/signup/group',
  signupWorkspace: '/signup/workspace',
  workspaces: '/workspace',
  workspace: '/workspace/:wsid',
  createDemo: '/workspace/:wsid/create-demo',
  groups: '/workspace/:wsid/group',
  groupCreate: '/workspace/:wsid/group/create',
  group: '/workspace/:wsid/group/:groupid',
  groupSettings: '/workspace/:wsid/group/:groupid/settings',
  projects: '/workspace/:wsid/project',
  projectCreate: '/workspace/:wsid/project/create',
  project: '/workspace/:wsid/project/:projectid',
  search: '/workspace/:wsid/search',
  inbox: '/workspace/:wsid/inbox',
  trash: '/workspace/:wsid/trash',
  settings: '/workspace/:wsid/settings',
  publicProject: '/workspace/public/project/:projectid',
  publicDoc: '/workspace/public/project/:projectid/doc/:docid',
} as const;

export const projectPages = ['team', 'important-docs', 'logs', 'planning', 'settings'] as const;
export type ProjectPage = (typeof projectPages)[number];

export const settingsPages = [
  'profile',
  'personal',
  'workspace',
  'team',
  'upgrade',
  'billing',
] as const;
export type SettingsPage = (typeof settingsPages)[number];

export const billingForms = ['customer', 'cycle', 'payment-method', 'plan', 'seats'] as const;
export type BillingForm = (typeof billingForms)[number];

export const billingFunnelSteps = ['customer', 'finalization', 'payment-method', 'plan'] as const;
export type BillingFunnelStep = (typeof billingFunnelSteps)[number];

export type PublicMode = 'project' | 'doc';

export const routes = {
  home: () => '/',
  /** The built-in guide, for everyone (the user menu's Help when HELP_URL is not set). */
  help: () => '/help',
  signin: (opts: { next?: string; signout?: boolean } = {}) =>
    withQuery('/account/signin', {
      signout: opts.signout ? '1' : undefined,
      next: opts.next,
    }),
  passwordLost: () => '/account/password-lost',
  passwordReset: (token: string) => withQuery('/account/password-reset', { token }),
  emailReset: (token: string) => withQuery('/account/email-reset', { token }),
  invitation: (inviteToken: string) => withQuery('/invitation', { inviteToken }),
  signup: () => '/signup',
  signupEmail: () => '/signup/email',
  signupVerifyEmail: () => '/signup/verify-email',
  signupProfile: (token: string, inviteToken?: string) =>
    withQuery('/signup/profile', { token, inviteToken }),
  signupTeam: () => '/signup/team',
  signupGroup: () => '/signup/group',
  signupWorkspace: (opts: { onboarding?: boolean } = {}) =>
    withQuery('/signup/workspace', { process: opts.onboarding ? 'onboarding' : undefined }),
  workspaces: () => '/workspace',
  workspace: (wsid: Id, opts: { fromInvite?: boolean } = {}) =>
    withQuery(`/workspace/${wsid}`, { fromInvite: opts.fromInvite ? '1' : undefined }),
  createDemo: (wsid: Id) => `/workspace/${wsid}/create-demo`,
  groups: (wsid: Id) => `/workspace/${wsid}/group`,
  groupCreate: (wsid: Id) => `/workspace/${wsid}/group/create`,
  group: (wsid: Id, groupId: Id) => `/workspace/${wsid}/group/${groupId}`,
  groupSettings: (wsid: Id, groupId: Id) => `/workspace/${wsid}/group/${groupId}/settings`,
  projects: (wsid: Id) => `/workspace/${wsid}/project`,
  projectCreate: (wsid: Id, groupId?: Id) =>
    withQuery(`/workspace/${wsid}/project/create`, {
      groupid: groupId === undefined ? undefined : String(groupId),
    }),
  project: (wsid: Id, projectId: Id) => `/workspace/${wsid}/project/${projectId}`,
  projectPage: (wsid: Id, projectId: Id, page: ProjectPage) =>
    `/workspace/${wsid}/project/${projectId}/${page}`,
  log: (wsid: Id, projectId: Id, logId: Id) =>
    `/workspace/${wsid}/project/${projectId}/logs/${logId}`,
  logCreate: (wsid: Id, projectId: Id) => `/workspace/${wsid}/project/${projectId}/logs/create`,
  logEdit: (wsid: Id, projectId: Id, logId: Id) =>
    `/workspace/${wsid}/project/${projectId}/logs/${logId}/edit`,
  logSendNotification: (wsid: Id, projectId: Id, logId: Id) =>
    `/workspace/${wsid}/project/${projectId}/logs/${logId}/send-notification`,
  /** The project's important documents; `adding` opens the add dialog (`?modal=add-attachement`). */
  importantDocs: (wsid: Id, projectId: Id, opts: { adding?: boolean } = {}) =>
    withQuery(`/workspace/${wsid}/project/${projectId}/important-docs`, {
      modal: opts.adding ? 'add-attachement' : undefined,
    }),
  doc: (wsid: Id, projectId: Id, docId: Id) =>
    `/workspace/${wsid}/project/${projectId}/doc/${docId}`,
  docPrint: (wsid: Id, projectId: Id, docId?: Id) =>
    docId === undefined
      ? `/workspace/${wsid}/project/${projectId}/doc/print`
      : `/workspace/${wsid}/project/${projectId}/doc/${docId}/print`,
  planningFullscreen: (wsid: Id, projectId: Id) =>
    `/workspace/${wsid}/project/${projectId}/planning/fullscreen`,
  search: (wsid: Id, query?: string) => withQuery(`/workspace/${wsid}/search`, { q: query }),
  /** My whole inbox in the workspace (the bell's popover shows its latest entries). */
  inbox: (wsid: Id) => `/workspace/${wsid}/inbox`,
  /** The workspace's trash; `projectId` shows only what was deleted in that project. */
  trash: (wsid: Id, projectId?: Id) =>
    withQuery(`/workspace/${wsid}/trash`, {
      project_id: projectId === undefined ? undefined : String(projectId),
    }),
  settings: (wsid: Id, page: SettingsPage) => `/workspace/${wsid}/settings/${page}`,
  billingForm: (wsid: Id, form: BillingForm) => `/workspace/${wsid}/settings/billing/form/${form}`,
  billingFunnel: (wsid: Id, step: BillingFunnelStep) =>
    `/workspace/${wsid}/settings/billing/funnel/${step}`,
  publicProject: (projectId: Id, token: string) =>
    withQuery(`/workspace/public/project/${projectId}`, {
      publicMode: 'project',
      publicToken: token,
    }),
  /** A doc read through a project's share link. */
  publicProjectDoc: (projectId: Id, docId: Id, token: string) =>
    withQuery(`/workspace/public/project/${projectId}/doc/${docId}`, {
      publicMode: 'project',
      publicToken: token,
    }),
  publicDoc: (projectId: Id, docId: Id, token: string) =>
    withQuery(`/workspace/public/project/${projectId}/doc/${docId}`, {
      publicMode: 'doc',
      publicToken: token,
    }),
};

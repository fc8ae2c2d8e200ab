import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CapturedMessage } from './mail-capture';

/** Reads the e-mails the app sent, from the mail capture's HTTP API. */
export class Mailbox {
  constructor(private readonly apiURL: string) {}

  async messagesTo(address: string): Promise<CapturedMessage[]> {
    const response = await fetch(`${this.apiURL}/messages?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`The mail capture answered ${response.status}`);
    return (await response.json()) as CapturedMessage[];
  }

  /** The newest message to `address` whose subject matches, waiting for it to arrive. */
  async waitForMessage(
    address: string,
    subject: RegExp,
    timeoutMs = 15_000,
  ): Promise<CapturedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messagesTo(address)).filter((message) =>
        subject.test(message.subject),
      );
      const newest = found.at(-1);
      if (newest) return newest;
      if (Date.now() > deadline) {
        throw new Error(`No e-mail to ${address} with a subject matching ${subject}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The first link of `message` whose path starts with `pathPrefix`. */
  linkIn(message: CapturedMessage, pathPrefix: string): string {
    const link = message.links.find((url) => new URL(url).pathname.startsWith(pathPrefix));
    if (!link) throw new Error(`No link to ${pathPrefix} in "${message.subject}"`);
    return link;
  }
}

export interface TestUser {
  email: string;
  fullname: string;
  password: string;
}

/** An address nobody used yet: `ada+<random>@example.com`. */
export function uniqueEmail(name = 'ada'): string {
  const random = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${name}+${random}@example.com`;
}

export function newUser(fullname = 'Ada Lovelace'): TestUser {
  const first = fullname.split(' ')[0]?.toLowerCase() ?? 'user';
  return { email: uniqueEmail(first), fullname, password: 'analytical engine 1843' };
}

export const SUBJECTS = {
  signup: /Confirm your e-mail address/,
  existingAccount: /already have/,
  passwordReset: /Reset your .* password/,
  emailChange: /Confirm your new e-mail address/,
};

/**
 * Creates an account through the API, the way the sign-up pages do (address, mailed link,
 * profile). `request` has its own cookies: the browser is not signed in by it.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  mailbox: Mailbox,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const sent = await request.post('/api/users/signup/email', { data: { email: user.email } });
  expect(sent.status()).toBe(202);
  const mail = await mailbox.waitForMessage(user.email, SUBJECTS.signup);
  const token = new URL(mailbox.linkIn(mail, '/signup/profile')).searchParams.get('token');
  const created = await request.post('/api/users/signup/profile', {
    data: { token, fullname: user.fullname, password: user.password },
  });
  expect(created.status()).toBe(201);
  return user;
}

/** Signs in through the sign-in page (already open, or opened here). */
export async function signInThroughPage(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/account/signin')) {
    await page.goto('/account/signin');
  }
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Asks for a new address on the open profile page, then opens the link mailed to it: the change is
 * made, and the app is on the sign-in page. Returns the new address.
 */
export async function changeEmailByMailedLink(page: Page, mailbox: Mailbox): Promise<string> {
  const newEmail = uniqueEmail('countess');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText('E-mail change pending')).toBeVisible();
  const mail = await mailbox.waitForMessage(newEmail, SUBJECTS.emailChange);
  await page.goto(mailbox.linkIn(mail, '/account/email-reset'));
  await expect(page).toHaveURL(/\/account\/signin$/);
  return newEmail;
}

/** The error card of the sign-in form (toasts are alerts too). */
export function signinError(page: Page) {
  return page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
}

/** A private address (10.x.y.z) nobody else in the run uses. */
function uniqueClientAddress(): string {
  const bytes = Array.from({ length: 3 }, () => Math.floor(Math.random() * 254) + 1);
  return `10.${bytes.join('.')}`;
}

export const test = base.extend<{ mailbox: Mailbox }>({
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    await use(new Mailbox(`http://127.0.0.1:${process.env.HANGAR_E2E_MAIL_PORT}`));
  },
  // Pages and API calls of a test come from one address of their own (the server trusts
  // X-Forwarded-For in this run): the per-IP rate limits see one person per test.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueClientAddress() });
  },
});

export { expect };

/** Where a signed-in user without a workspace lands: creating one, greeted by first name. */
export async function expectWorkspaceCreation(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { name: 'Create your workspace' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${firstName}!`, { exact: false })).toBeVisible();
}

/**
 * Signs Ada out from the workspace step, where a signed-in user without a workspace lands;
 * `origin` when the test runs a server of its own.
 */
export async function signOutFromWorkspaceStep(page: Page, origin = '') {
  await page.goto(`${origin}/account/signin`);
  await expectWorkspaceCreation(page, 'Ada');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/signin\?signout=1$/);
}

/**
 * A new user (Ada) signed up through the API, then in through the page: creating a workspace,
 * then on `path` when given.
 */
export async function signedInWithoutWorkspace(
  page: Page,
  request: APIRequestContext,
  mailbox: Mailbox,
  path?: string,
): Promise<TestUser> {
  const user = await signUpThroughApi(request, mailbox);
  await signInThroughPage(page, user.email, user.password);
  await expectWorkspaceCreation(page, 'Ada');
  if (path) await page.goto(path);
  return user;
}

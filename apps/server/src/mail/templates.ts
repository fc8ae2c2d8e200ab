import { PRODUCT_NAME } from '@hangar/domain';
import { renderMail } from './layout';

const DIDNT_ASK = 'If you did not ask for this, you can ignore this e-mail.';

const UTC_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A change to how the account signs in, told to its owner (docs/two-factor.md). */
export type SignInSecurityChange =
  'totp-on' | 'totp-off' | 'recovery-codes-renewed' | 'passkey-added' | 'passkey-removed';

const SECURITY_CHANGES: Record<SignInSecurityChange, { subject: string; what: string }> = {
  'totp-on': {
    subject: `Two-factor authentication turned on for your ${PRODUCT_NAME} account`,
    what: 'Two-factor authentication with an authenticator app was turned on for your account: signing in now asks for a code of the app.',
  },
  'totp-off': {
    subject: `Two-factor authentication turned off on your ${PRODUCT_NAME} account`,
    what: 'Two-factor authentication with an authenticator app was turned off for your account: signing in no longer asks for a code of the app.',
  },
  'recovery-codes-renewed': {
    subject: `New recovery codes for your ${PRODUCT_NAME} account`,
    what: 'New recovery codes were made for your account; the earlier ones no longer work.',
  },
  'passkey-added': {
    subject: `Passkey added to your ${PRODUCT_NAME} account`,
    what: 'A passkey was added to your account: it can now sign in to it.',
  },
  'passkey-removed': {
    subject: `Passkey removed from your ${PRODUCT_NAME} account`,
    what: 'A passkey was removed from your account: it can no longer sign in to it.',
  },
};

export const mailTemplates = {
  signupVerification: (url: string) =>
    renderMail({
      subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
      paragraphs: [
        `Welcome to ${PRODUCT_NAME}!`,
        'Confirm your e-mail address to finish creating your account. The link works for 24 hours.',
      ],
      action: { label: 'Confirm my address', url },
      footnote: DIDNT_ASK,
    }),

  signupExistingAccount: (signinUrl: string, passwordLostUrl: string) =>
    renderMail({
      subject: `You already have a ${PRODUCT_NAME} account`,
      paragraphs: [
        `Someone, probably you, tried to sign up to ${PRODUCT_NAME} with this address, but it already has an account.`,
        `Sign in instead. If you forgot your password, reset it here: ${passwordLostUrl}`,
      ],
      action: { label: 'Sign in', url: signinUrl },
      footnote: DIDNT_ASK,
    }),

  passwordReset: (url: string) =>
    renderMail({
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        'We received a request to reset the password of your account.',
        'Choose a new password with the link below. It works once, for one hour, signs you out everywhere and revokes your API tokens.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: DIDNT_ASK,
    }),

  passwordResetNoAccount: (signupUrl: string) =>
    renderMail({
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        `Someone asked to reset the password of a ${PRODUCT_NAME} account with this address, but there is no account with it.`,
        'You can create one for free.',
      ],
      action: { label: 'Create an account', url: signupUrl },
      footnote: DIDNT_ASK,
    }),

  emailChange: (url: string) =>
    renderMail({
      subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
      paragraphs: [
        `You asked to use this address for your ${PRODUCT_NAME} account.`,
        'Confirm it with the link below; it works for 24 hours. You will then sign in again with this address.',
      ],
      action: { label: 'Confirm my new address', url },
      footnote: DIDNT_ASK,
    }),
};

export const inviteTemplates = {
  invitation: (input: { inviter: string; workspace: string; url: string; onboarding: boolean }) =>
    renderMail({
      subject: `${input.inviter} invited you to ${input.workspace} on ${PRODUCT_NAME}`,
      paragraphs: [
        input.onboarding
          ? `${input.inviter} just created the workspace ${input.workspace} on ${PRODUCT_NAME} and wants you on the team.`
          : `${input.inviter} invited you to join the workspace ${input.workspace} on ${PRODUCT_NAME}.`,
        `${PRODUCT_NAME} keeps your team's projects, docs, logs and planning in one place. The invitation works for 14 days.`,
      ],
      action: { label: `Join ${input.workspace}`, url: input.url },
      footnote: 'If you were not expecting this invitation, you can ignore this e-mail.',
    }),
};

export const logTemplates = {
  notification: (input: {
    author: string;
    project: string;
    title: string;
    text: string;
    url: string;
  }) =>
    renderMail({
      subject: `${input.project}: ${input.title}`,
      paragraphs: [
        `${input.author} posted a log in ${input.project}.`,
        input.title,
        ...(input.text
          ? [input.text.length > 1500 ? `${input.text.slice(0, 1500)}…` : input.text]
          : []),
      ],
      action: { label: 'Open the log', url: input.url },
      footnote: `You get these e-mails because you are on the team of ${input.project}. You can turn them off in your personal settings.`,
    }),
};

export const inboxTemplates = {
  /** The mentions and replies someone has not seen in the app, in one e-mail. */
  unread: (input: {
    workspace: string;
    entries: { sentence: string; excerpt: string; url: string }[];
    settingsUrl: string;
  }) => {
    const [first] = input.entries;
    const many = input.entries.length > 1;
    return renderMail({
      subject: many
        ? `${input.entries.length} new mentions and replies in ${input.workspace}`
        : `${first?.sentence ?? 'New activity'}`,
      paragraphs: input.entries.flatMap((entry) => [
        entry.sentence,
        ...(entry.excerpt ? [`“${entry.excerpt}”`] : []),
        entry.url,
      ]),
      action: first ? { label: many ? 'Open the first' : 'Open it', url: first.url } : undefined,
      footnote: `You get these e-mails for mentions and replies you have not seen in ${PRODUCT_NAME}. Unsubscribe by turning e-mail alerts off: ${input.settingsUrl}`,
    });
  },
};

export const securityTemplates = {
  /** A sign-in from a browser and system the account has not used lately. */
  newSignIn: (input: { device: string; ip: string | null; time: string; url: string }) =>
    renderMail({
      subject: `New sign-in to your ${PRODUCT_NAME} account`,
      paragraphs: [
        `Someone just signed in to your ${PRODUCT_NAME} account from a new device.`,
        `Device: ${input.device}`,
        `IP address: ${input.ip ?? 'unknown'}`,
        `Time: ${input.time}`,
        'If it was you, there is nothing to do. If not, sign that device out in Profile & security, then change your password.',
      ],
      action: { label: 'Review your signed-in devices', url: input.url },
      footnote: 'You get this e-mail for each sign-in to your account from a new device.',
    }),

  /** Two-factor turned on or off, recovery codes renewed, a passkey added or removed. */
  signInSecurityChanged: (input: { change: SignInSecurityChange; at: Date; url: string }) =>
    renderMail({
      subject: SECURITY_CHANGES[input.change].subject,
      paragraphs: [
        SECURITY_CHANGES[input.change].what,
        `Time: ${UTC_TIME.format(input.at)} UTC`,
        "If this wasn't you, change your password and review Profile & security.",
      ],
      action: { label: 'Open Profile & security', url: input.url },
      footnote: 'You get this e-mail each time the way your account signs in changes.',
    }),
};

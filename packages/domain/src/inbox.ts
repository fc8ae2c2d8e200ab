/** What an inbox entry tells about (as `inboxKinds` in @hangar/contracts). */
export type InboxEntryKind = 'mention' | 'reply' | 'log' | 'invitation' | 'resolved';

/** An invitation names a group when its address is a group's page, else a project. */
export function invitationTarget(path: string): 'group' | 'project' {
  return /^\/workspace\/[^/]+\/group\/\d+/.test(path) ? 'group' : 'project';
}

/**
 * The verb of an entry's sentence, between who did it and what it is about: "Ada Lovelace
 * mentioned you in Launch plan". The inbox and its e-mails read the same.
 */
export function inboxAction(kind: InboxEntryKind, path: string): string {
  switch (kind) {
    case 'mention':
      return 'mentioned you in';
    case 'reply':
      return 'replied to your thread in';
    case 'log':
      return 'sent the log';
    case 'invitation':
      return `added you to the ${invitationTarget(path)}`;
    case 'resolved':
      return 'resolved your thread in';
  }
}

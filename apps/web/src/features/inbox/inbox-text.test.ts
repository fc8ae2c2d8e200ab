import { describe, expect, it } from 'vitest';
import { invitationTarget } from '@hangar/domain/inbox';
import { inboxButtonLabel, inboxSentenceText, unreadBadgeText } from './inbox-text';
import { testInboxItem } from '../../test/inbox';

describe('the sentence of an inbox entry', () => {
  it('says who did what where, for each kind', () => {
    expect(inboxSentenceText(testInboxItem(1))).toBe('Ada Lovelace mentioned you in Launch plan');
    expect(inboxSentenceText(testInboxItem(2, { kind: 'reply' }))).toBe(
      'Ada Lovelace replied to your thread in Launch plan',
    );
    expect(
      inboxSentenceText(
        testInboxItem(3, {
          kind: 'log',
          title: 'Launch day',
          path: '/workspace/7/project/2/logs/9',
        }),
      ),
    ).toBe('Ada Lovelace sent the log Launch day');
    expect(
      inboxSentenceText(
        testInboxItem(4, { kind: 'invitation', title: 'Apollo', path: '/workspace/7/project/2' }),
      ),
    ).toBe('Ada Lovelace added you to the project Apollo');
    expect(
      inboxSentenceText(
        testInboxItem(5, { kind: 'invitation', title: 'Flight', path: '/workspace/7/group/4' }),
      ),
    ).toBe('Ada Lovelace added you to the group Flight');
  });

  it('names a former member and an untitled doc', () => {
    expect(inboxSentenceText(testInboxItem(1, { actor: null, title: '  ' }))).toBe(
      'Former member mentioned you in Untitled document',
    );
    const nameless = { id: 3, fullname: ' ', avatar: null };
    expect(inboxSentenceText(testInboxItem(2, { kind: 'reply', actor: nameless }))).toBe(
      'Former member replied to your thread in Launch plan',
    );
  });

  it('tells a group from a project by its address', () => {
    expect(invitationTarget('/workspace/7/group/4')).toBe('group');
    expect(invitationTarget('/workspace/7/group/4/settings')).toBe('group');
    expect(invitationTarget('/workspace/7/project/2')).toBe('project');
    expect(invitationTarget('/workspace/7/project/2/team')).toBe('project');
  });
});

describe('the bell', () => {
  it('shows no badge at 0, the count up to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('is named Inbox, with the unread count when there is one', () => {
    expect(inboxButtonLabel(0)).toBe('Inbox');
    expect(inboxButtonLabel(3)).toBe('Inbox, 3 unread');
    expect(inboxButtonLabel(120)).toBe('Inbox, 120 unread');
  });
});

import { INBOX_PAGE } from '@hangar/contracts/inbox';
import { describe, expect, it } from 'vitest';
import { inboxItemsOf, withAllRead, withItemRead, type InboxPages } from './inbox-cache';
import { nextInboxPageParam } from './inbox-queries';
import { testInboxItem, testInboxPage } from '../../test/inbox';

const READ_AT = '2030-01-02T10:00:00.000Z';
const EARLIER = '2030-01-01T10:00:00.000Z';

function pagesOf(...pages: InboxPages['pages']): InboxPages {
  return { pages, pageParams: pages.map((_page, index) => (index === 0 ? undefined : index)) };
}

describe('the inbox cache', () => {
  const pages = pagesOf(
    testInboxPage([testInboxItem(9), testInboxItem(8, { read_at: EARLIER })]),
    testInboxPage([testInboxItem(7)]),
  );

  it('marks one entry read, on any page, and keeps an earlier reading', () => {
    const after = withItemRead(pages, 7, READ_AT);
    expect(inboxItemsOf(after).map((item) => [item.id, item.read_at])).toEqual([
      [9, null],
      [8, EARLIER],
      [7, READ_AT],
    ]);
    expect(inboxItemsOf(withItemRead(pages, 8, READ_AT))[1]?.read_at).toBe(EARLIER);
  });

  it('marks every entry read', () => {
    expect(inboxItemsOf(withAllRead(pages, READ_AT)).map((item) => item.read_at)).toEqual([
      READ_AT,
      EARLIER,
      READ_AT,
    ]);
  });

  it('leaves an inbox not loaded yet alone', () => {
    expect(withItemRead(undefined, 1, READ_AT)).toBeUndefined();
    expect(inboxItemsOf(undefined)).toEqual([]);
  });

  it('asks for more only after a full page, before its last entry', () => {
    const full = testInboxPage(
      Array.from({ length: INBOX_PAGE }, (_unused, index) => testInboxItem(100 - index)),
    );
    expect(nextInboxPageParam(full)).toBe(100 - INBOX_PAGE + 1);
    expect(nextInboxPageParam(testInboxPage([testInboxItem(3)]))).toBeUndefined();
    expect(nextInboxPageParam(testInboxPage([]))).toBeUndefined();
  });
});

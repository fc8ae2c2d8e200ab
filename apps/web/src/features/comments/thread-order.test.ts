import type { CommentThread } from '@hangar/contracts/comments';
import { describe, expect, it } from 'vitest';
import { testThread } from '../../test/comments';
import { isDetached, orderThreads, threadsOfTab } from './thread-order';

const ids = (threads: CommentThread[]) => threads.map((one) => one.id);

describe('orderThreads', () => {
  it('lists threads in doc order, as the editor placed them', () => {
    const ordered = orderThreads([testThread(1), testThread(2), testThread(3)], {
      attached: [3, 1, 2],
      detached: [],
    });
    expect(ids(ordered.attached)).toEqual([3, 1, 2]);
    expect(ordered.detached).toEqual([]);
  });

  it('keeps the server order and its detached flag before the editor placed them', () => {
    const ordered = orderThreads(
      [testThread(1), testThread(2, { detached: true }), testThread(3)],
      null,
    );
    expect(ids(ordered.attached)).toEqual([1, 3]);
    expect(ids(ordered.detached)).toEqual([2]);
  });

  it('puts the threads whose text is gone apart, oldest first', () => {
    const ordered = orderThreads([testThread(1), testThread(2), testThread(3), testThread(4)], {
      attached: [4, 2],
      detached: [3, 1],
    });
    expect(ids(ordered.attached)).toEqual([4, 2]);
    expect(ids(ordered.detached)).toEqual([1, 3]);
  });

  it('lists threads the editor has not seen yet after the placed ones', () => {
    const ordered = orderThreads([testThread(1), testThread(2), testThread(3)], {
      attached: [3],
      detached: [],
    });
    expect(ids(ordered.attached)).toEqual([3, 1, 2]);
  });

  it('trusts the editor over the saved doc: text typed back, or deleted since the save', () => {
    const placement = { attached: [1], detached: [2] };
    expect(isDetached(testThread(1, { detached: true }), placement)).toBe(false);
    expect(isDetached(testThread(2), placement)).toBe(true);
  });
});

describe('threadsOfTab', () => {
  it('splits open and resolved threads', () => {
    const all = [
      testThread(1),
      testThread(2, { resolved_at: '2026-11-21T10:00:00.000Z' }),
      testThread(3),
    ];
    expect(ids(threadsOfTab(all, 'open'))).toEqual([1, 3]);
    expect(ids(threadsOfTab(all, 'resolved'))).toEqual([2]);
  });
});

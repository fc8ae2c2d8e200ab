import { describe, expect, it } from 'vitest';
import { testComment, testThread } from '../../test/comments';
import { withComment, withoutComment, withoutThread, withThread } from './thread-cache';

describe('the cached threads after our own writes', () => {
  it('adds a new thread at the end and replaces a known one', () => {
    const threads = [testThread(1), testThread(2)];
    expect(withThread(threads, testThread(3)).map((thread) => thread.id)).toEqual([1, 2, 3]);
    const resolved = testThread(1, { resolved_at: '2026-11-21T10:00:00.000Z' });
    expect(withThread(threads, resolved)[0]).toBe(resolved);
    expect(withoutThread(threads, 1).map((thread) => thread.id)).toEqual([2]);
  });

  it('adds a reply to its thread and replaces an edited comment', () => {
    const threads = [testThread(1), testThread(2)];
    const reply = testComment(11, 1);
    expect(withComment(threads, reply)[0]?.comments.map((one) => one.id)).toEqual([10, 11]);
    const edited = testComment(10, 1, { body: 'Rewritten' });
    expect(withComment(threads, edited)[0]?.comments).toEqual([edited]);
    expect(withComment(threads, edited)[1]).toBe(threads[1]);
  });

  it("removes a comment, and its thread with the thread's last one", () => {
    const threads = [testThread(1, { comments: [testComment(10, 1), testComment(11, 1)] })];
    expect(withoutComment(threads, 1, 11)[0]?.comments.map((one) => one.id)).toEqual([10]);
    expect(withoutComment(withoutComment(threads, 1, 11), 1, 10)).toEqual([]);
  });
});

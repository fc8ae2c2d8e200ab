import { describe, expect, it } from 'vitest';
import { ADA, ALAN, testComment, testThread } from '../../test/comments';
import { canDeleteThread } from './thread-abilities';

const byAda = testThread(1, { comments: [testComment(10, 1, { author: ADA })] });
const byAlan = testThread(2, { comments: [testComment(20, 2, { author: ALAN })] });

describe('canDeleteThread', () => {
  it('lets the creator delete their thread while they may comment', () => {
    expect(canDeleteThread(byAda, { userId: ADA.id, canComment: true, canModerate: false })).toBe(
      true,
    );
    expect(canDeleteThread(byAda, { userId: ADA.id, canComment: false, canModerate: false })).toBe(
      false,
    );
  });

  it("lets moderators delete anyone's thread, and no one else", () => {
    expect(canDeleteThread(byAlan, { userId: ADA.id, canComment: true, canModerate: true })).toBe(
      true,
    );
    expect(canDeleteThread(byAlan, { userId: ADA.id, canComment: true, canModerate: false })).toBe(
      false,
    );
  });
});

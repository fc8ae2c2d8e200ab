import { useMemo, useRef } from 'react';
import type { MentionValue } from './mention-text';

/** Which box a draft belongs to: the new thread, a reply to a thread, an edit of a comment. */
export type DraftKey = 'new-thread' | `reply-${number}` | `edit-${number}`;

export interface CommentDrafts {
  get: (key: DraftKey) => MentionValue | undefined;
  set: (key: DraftKey, value: MentionValue) => void;
  clear: (key: DraftKey) => void;
}

/**
 * What is typed in the doc's comment boxes, kept by the page: closing the panel, switching tabs
 * or a thread reloading live loses none of it.
 */
export function useCommentDrafts(): CommentDrafts {
  const drafts = useRef(new Map<DraftKey, MentionValue>());
  return useMemo(
    () => ({
      get: (key) => drafts.current.get(key),
      set: (key, value) => {
        drafts.current.set(key, value);
      },
      clear: (key) => {
        drafts.current.delete(key);
      },
    }),
    [],
  );
}

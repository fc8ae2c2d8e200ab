import type { Abilities } from './abilities';
import type { DocAbilities } from './doc';

export const COMMENT_ACTIONS = ['edit', 'delete'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export interface CommentSubject {
  /** The caller's abilities on the comment's doc. */
  doc: Pick<DocAbilities, 'read' | 'comment' | 'moderateComments'>;
  /** The caller wrote it. */
  own: boolean;
}

/** Authors rewrite and delete their own comments while they may comment; moderators delete any. */
export function commentAbilities({ doc, own }: CommentSubject): Abilities<CommentAction> {
  return {
    edit: own && doc.comment,
    delete: (own && doc.comment) || doc.moderateComments,
  };
}

import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DocCommentsContext } from '../comments-context';
import type { DocComments } from '../use-doc-comments';
import { CommentsSidebar } from './CommentsSidebar';
import classes from './comments.module.css';

/** From this width of the page, the comments panel sits beside the doc (else in a drawer). */
export const COMMENTS_DOCKED_MIN_WIDTH_PX = 1040;

/**
 * A doc with its comments: the panel beside it on a wide page, in a drawer otherwise; the doc's
 * own controls (its bar's toggle, the editor) read the comments from the context it provides.
 */
export function CommentsLayout({
  comments,
  children,
}: {
  comments: DocComments;
  children: ReactNode;
}) {
  const { ref, width } = useElementSize();
  return (
    <DocCommentsContext.Provider value={comments}>
      <div ref={ref} className={classes.layout}>
        {children}
        {width > 0 ? <CommentsSidebar docked={width >= COMMENTS_DOCKED_MIN_WIDTH_PX} /> : null}
      </div>
    </DocCommentsContext.Provider>
  );
}

import { em } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import type { ReactNode } from 'react';
import { DocCommentsContext } from '../comments-context';
import type { DocComments } from '../use-doc-comments';
import { CommentsSidebar } from './CommentsSidebar';
import classes from './comments.module.css';

/**
 * The doc keeps at least a readable 480 px of text beside a full 340 px panel and its 32 px gap
 * from this width of the doc's column; narrower, the panel gets slimmer (`data-tight`) and the doc
 * narrows and reflows, never under the panel.
 */
export const COMMENTS_ROOMY_MIN_WIDTH_PX = 480 + 340 + 32;

/**
 * A doc with its comments. Off phones the panel always sits beside the doc, which narrows and
 * reflows: it never covers the text under discussion (Notion, Google Docs and Outline do the
 * same). On phones it is a drawer over the page. The doc's own controls (its bar's toggle, the
 * editor) read the comments from the context it provides.
 */
export function CommentsLayout({
  comments,
  children,
}: {
  comments: DocComments;
  children: ReactNode;
}) {
  const { ref, width } = useElementSize();
  const phone = useMediaQuery(`(max-width: ${em(BREAKPOINTS.md - 0.02)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const docked = !phone;
  return (
    <DocCommentsContext.Provider value={comments}>
      <div
        ref={ref}
        className={classes.layout}
        data-tight={
          docked && comments.panelOpened && width < COMMENTS_ROOMY_MIN_WIDTH_PX ? true : undefined
        }
      >
        {children}
        {width > 0 ? <CommentsSidebar docked={docked} /> : null}
      </div>
    </DocCommentsContext.Provider>
  );
}

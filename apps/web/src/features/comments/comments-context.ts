import { createContext, useContext } from 'react';
import type { DocComments } from './use-doc-comments';

/** The comments of the doc on screen, for the panel's threads, comments and boxes. */
export const DocCommentsContext = createContext<DocComments | null>(null);

export function useDocCommentsContext(): DocComments {
  const comments = useContext(DocCommentsContext);
  if (!comments) throw new Error('useDocCommentsContext() is only for the comments panel');
  return comments;
}

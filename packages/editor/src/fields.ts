/** The Yjs field TipTap's Collaboration extension keeps a doc in (the server reads the same one). */
export const EDITOR_FIELD = 'default';

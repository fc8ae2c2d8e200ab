/** What a change answers when an archived project, doc or log stops it (docs/decisions.md). */
export const PROJECT_ARCHIVED = 'This project is archived. Restore it before changing it.';
export const DOC_ARCHIVED = 'This doc is archived. Restore it before changing it.';
export const LOG_ARCHIVED = 'This log is archived. Restore it before changing it.';

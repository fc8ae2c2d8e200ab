import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LiveDocSession } from '../collab/live-session';
import type { DocEditorProps } from '../editor/DocEditor';
import classes from './DocPage.module.css';

/** TipTap and its extensions: a chunk of their own, fetched as soon as a doc page's module is. */
const loadDocEditor = () => import('../editor/DocEditor');
// A failure shows when the page renders the editor (and reloads once, like any chunk).
loadDocEditor().catch(() => undefined);
const DocEditor = lazy(loadDocEditor);

function EditorSkeleton() {
  return (
    <div className={classes.editorSkeleton} aria-label="Loading the editor">
      <Skeleton height={14} width="92%" />
      <Skeleton height={14} width="85%" />
      <Skeleton height={14} width="60%" />
    </div>
  );
}

interface LazyDocEditorProps extends Omit<DocEditorProps, 'session'> {
  /** Null while the doc's live session opens. */
  session: LiveDocSession | null;
}

/** A doc's editor (the doc page, its print view, a shared doc), sketched until it can show. */
export function LazyDocEditor({ session, ...editorProps }: LazyDocEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      {session ? (
        <DocEditor key={session.docId} session={session} {...editorProps} />
      ) : (
        <EditorSkeleton />
      )}
    </Suspense>
  );
}

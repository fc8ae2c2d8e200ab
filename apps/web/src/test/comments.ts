import type { Comment, CommentAuthor, CommentThread } from '@hangar/contracts/comments';
import { commentEndpoints } from '@hangar/contracts/endpoints/comments';
import { vi } from 'vitest';
import type { CommentDrafts, DraftKey } from '../features/comments/comment-drafts';
import type { MentionValue } from '../features/comments/mention-text';
import type { DocComments } from '../features/comments/use-doc-comments';
import { createFakeApi, type FakeRequest } from './fake-api';

const ADA: CommentAuthor = { id: 1, fullname: 'Ada Lovelace', avatar: null };
export const ALAN: CommentAuthor = { id: 2, fullname: 'Alan Turing', avatar: null };

export function testComment(id: number, threadId: number, change: Partial<Comment> = {}): Comment {
  return {
    id,
    thread_id: threadId,
    author: ADA,
    body: `Comment ${id}`,
    mentions: [],
    created_at: '2026-11-20T10:00:00.000Z',
    edited_at: null,
    abilities: { edit: true, delete: true },
    ...change,
  };
}

export function testThread(id: number, change: Partial<CommentThread> = {}): CommentThread {
  return {
    id,
    doc_id: 9,
    anchor: { start: 'AA==', end: 'AA==' },
    quote: `Quote ${id}`,
    detached: false,
    resolved_at: null,
    resolved_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    comments: [testComment(id * 10, id)],
    abilities: { delete: true },
    ...change,
  };
}

function testDrafts(): CommentDrafts {
  const drafts = new Map<DraftKey, MentionValue>();
  return {
    get: (key) => drafts.get(key),
    set: (key, value) => void drafts.set(key, value),
    clear: (key) => void drafts.delete(key),
  };
}

/** The comments of doc 9 of project 3 in workspace 7, as the doc page would give them. */
export function testDocComments(change: Partial<DocComments> = {}): DocComments {
  const threads = change.threads ?? [];
  return {
    doc: { workspaceId: 7, projectId: 3, docId: 9 },
    userId: ADA.id,
    threads,
    threadsLoading: false,
    threadsFailed: false,
    canComment: true,
    canModerate: false,
    openCount: threads.filter((thread) => thread.resolved_at === null).length,
    panelOpened: true,
    togglePanel: vi.fn(),
    closePanel: vi.fn(),
    tab: 'open',
    setTab: vi.fn(),
    activeThreadId: null,
    activate: vi.fn(),
    panelReveal: null,
    draft: null,
    cancelDraft: vi.fn(),
    draftCreated: vi.fn(),
    placement: null,
    drafts: testDrafts(),
    editor: {
      canComment: true,
      anchors: [],
      activeThreadId: null,
      reveal: null,
      onStartThread: vi.fn(),
      onOpenThread: vi.fn(),
      onPlacement: vi.fn(),
    },
    ...change,
  };
}

/** The API's people to mention in a project: those of `people` whose name holds the query. */
export function mentionableApi(people: CommentAuthor[]) {
  return createFakeApi().on(commentEndpoints.mentionable, (request: FakeRequest) => {
    const q = request.url.searchParams.get('q')?.toLowerCase() ?? '';
    return Response.json(people.filter((person) => person.fullname.toLowerCase().includes(q)));
  });
}

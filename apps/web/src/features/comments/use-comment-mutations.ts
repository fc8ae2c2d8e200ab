import type {
  CreateCommentInput,
  CreateThreadInput,
  UpdateCommentInput,
} from '@hangar/contracts/comments';
import { useMutation } from '@tanstack/react-query';
import {
  createComment,
  createThread,
  deleteComment,
  deleteThread,
  setThreadResolved,
  updateComment,
  type DocRef,
} from './comments-api';
import { useUpdateCachedThreads } from './comments-queries';
import { withComment, withoutComment, withoutThread, withThread } from './thread-cache';

/** The writes of a doc's comments; each updates the cached threads when the server agreed. */

export function useCreateThread(doc: DocRef) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: (input: CreateThreadInput) => createThread(doc, input),
    onSuccess: (thread) => update((threads) => withThread(threads, thread)),
  });
}

export function useReplyToThread(doc: DocRef, threadId: number) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(doc, threadId, input),
    onSuccess: (comment) => update((threads) => withComment(threads, comment)),
  });
}

export function useEditComment(doc: DocRef, threadId: number, commentId: number) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: (input: UpdateCommentInput) => updateComment(doc, threadId, commentId, input),
    onSuccess: (comment) => update((threads) => withComment(threads, comment)),
  });
}

export function useDeleteComment(doc: DocRef, threadId: number) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(doc, threadId, commentId),
    onSuccess: (_answer, commentId) =>
      update((threads) => withoutComment(threads, threadId, commentId)),
  });
}

export function useResolveThread(doc: DocRef, threadId: number) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: (resolved: boolean) => setThreadResolved(doc, threadId, resolved),
    onSuccess: (thread) => update((threads) => withThread(threads, thread)),
  });
}

export function useDeleteThread(doc: DocRef, threadId: number) {
  const update = useUpdateCachedThreads(doc);
  return useMutation({
    mutationFn: () => deleteThread(doc, threadId),
    onSuccess: () => update((threads) => withoutThread(threads, threadId)),
  });
}

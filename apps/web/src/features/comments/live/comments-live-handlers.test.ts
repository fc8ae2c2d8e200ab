import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentKeys } from '../comments-queries';
import { handleCommentsEvent } from './comments-live-handlers';

describe('handleCommentsEvent', () => {
  it("reloads that doc's threads, and no other doc's", () => {
    const queryClient = new QueryClient();
    const changed = commentKeys.threads({ workspaceId: 7, projectId: 3, docId: 9 });
    const other = commentKeys.threads({ workspaceId: 7, projectId: 3, docId: 10 });
    queryClient.setQueryData(changed, []);
    queryClient.setQueryData(other, []);
    handleCommentsEvent(
      { project_id: 3, doc_id: 9, thread_id: 2 },
      { workspaceId: 7, queryClient },
    );
    expect(queryClient.getQueryState(changed)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

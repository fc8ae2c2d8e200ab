import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { pageLinkKeys } from '../editor/blocks/page-link/page-link-queries';
import { handleDocEvent, handleDocLinksEvent, type DocsLiveContext } from './docs-live-handlers';

const WORKSPACE = 7;
const scope = { kind: 'workspace', workspaceId: WORKSPACE } as const;

function setup() {
  const queryClient = new QueryClient();
  for (const key of [
    pageLinkKeys.target(scope, 20),
    pageLinkKeys.backlinks(WORKSPACE, 20),
    pageLinkKeys.backlinks(WORKSPACE, 21),
  ]) {
    queryClient.setQueryData(key, []);
  }
  const context: DocsLiveContext = {
    workspaceId: WORKSPACE,
    queryClient,
    screen: () => ({ projectId: 3, docId: 30 }),
    docExists: vi.fn(() => Promise.resolve(true)),
    leave: vi.fn(),
  };
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? null;
  return { queryClient, context, invalidated };
}

describe('live events of links between pages', () => {
  it("docLinks: only that doc's Linked from reloads", () => {
    const { context, invalidated } = setup();
    handleDocLinksEvent({ project_id: 3, doc_id: 20 }, context);
    expect(invalidated(pageLinkKeys.backlinks(WORKSPACE, 20))).toBe(true);
    expect(invalidated(pageLinkKeys.backlinks(WORKSPACE, 21))).toBe(false);
    expect(invalidated(pageLinkKeys.target(scope, 20))).toBe(false);
  });

  it('a doc renamed or deleted: page links and Linked from show the new title or its absence', () => {
    for (const action of ['updated', 'deleted'] as const) {
      const { context, invalidated } = setup();
      handleDocEvent({ project_id: 4, doc_id: 20, action }, context);
      expect(invalidated(pageLinkKeys.target(scope, 20))).toBe(true);
      expect(invalidated(pageLinkKeys.backlinks(WORKSPACE, 21))).toBe(true);
    }
  });

  it('a doc created or moved: no title changed, nothing of the links reloads', () => {
    const { context, invalidated } = setup();
    handleDocEvent({ project_id: 4, doc_id: 20, action: 'moved' }, context);
    expect(invalidated(pageLinkKeys.target(scope, 20))).toBe(false);
  });
});

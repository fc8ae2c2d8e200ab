import type { DocEventPayload } from '@hangar/contracts/events';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { docKeys } from '../queries';
import {
  DOC_DELETED_ELSEWHERE,
  handleDocEvent,
  type DocsLiveContext,
  type DocsScreen,
} from './docs-live-handlers';

const WORKSPACE = 7;
const PROJECT = 3;

function setup(screen: DocsScreen, { docExists = true } = {}) {
  const queryClient = new QueryClient();
  const keys: QueryKey[] = [
    docKeys.tree(WORKSPACE, PROJECT, 'active'),
    docKeys.tree(WORKSPACE, PROJECT, 'archived'),
    docKeys.detail(WORKSPACE, PROJECT, 10),
    docKeys.detail(WORKSPACE, PROJECT, 11),
    docKeys.tree(WORKSPACE, 4, 'active'),
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  const context: DocsLiveContext = {
    workspaceId: WORKSPACE,
    queryClient,
    screen: () => screen,
    docExists: vi.fn(() => Promise.resolve(docExists)),
    leave: vi.fn(),
  };
  const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? null;
  return { queryClient, context, invalidated };
}

const event = (action: DocEventPayload['action'], docId = 11): DocEventPayload => ({
  project_id: PROJECT,
  doc_id: docId,
  action,
});

describe('live doc events', () => {
  for (const action of ['created', 'moved', 'updated', 'archived', 'restored'] as const) {
    it(`${action}: reload the project's trees and docs, not another project's`, () => {
      const { context, invalidated } = setup({ projectId: PROJECT, docId: 10 });
      handleDocEvent(event(action), context);
      expect(invalidated(docKeys.tree(WORKSPACE, PROJECT, 'active'))).toBe(true);
      expect(invalidated(docKeys.tree(WORKSPACE, PROJECT, 'archived'))).toBe(true);
      expect(invalidated(docKeys.detail(WORKSPACE, PROJECT, 11))).toBe(true);
      expect(invalidated(docKeys.tree(WORKSPACE, 4, 'active'))).toBe(false);
      expect(context.leave).not.toHaveBeenCalled();
    });
  }

  it('deleted, the doc on screen: leave it for the logs, without reloading it', () => {
    const { context, invalidated } = setup({ projectId: PROJECT, docId: 11 });
    handleDocEvent(event('deleted'), context);
    expect(context.leave).toHaveBeenCalledWith(PROJECT, 11, DOC_DELETED_ELSEWHERE);
    expect(invalidated(docKeys.detail(WORKSPACE, PROJECT, 11))).toBeNull();
    expect(invalidated(docKeys.tree(WORKSPACE, PROJECT, 'active'))).toBe(true);
  });

  it('deleted, the parent of the doc on screen: leave when the doc is gone too', async () => {
    const { context } = setup({ projectId: PROJECT, docId: 10 }, { docExists: false });
    handleDocEvent(event('deleted', 11), context);
    await vi.waitFor(() =>
      expect(context.leave).toHaveBeenCalledWith(PROJECT, 10, DOC_DELETED_ELSEWHERE),
    );
    expect(context.docExists).toHaveBeenCalledWith(PROJECT, 10);
  });

  it('deleted, another doc: stay when the doc on screen still exists', async () => {
    const { context, invalidated } = setup({ projectId: PROJECT, docId: 10 });
    handleDocEvent(event('deleted', 11), context);
    await vi.waitFor(() => expect(context.docExists).toHaveBeenCalledWith(PROJECT, 10));
    expect(context.leave).not.toHaveBeenCalled();
    expect(invalidated(docKeys.tree(WORKSPACE, PROJECT, 'active'))).toBe(true);
  });

  it('deleted in another project: the doc on screen is not checked', () => {
    const { context } = setup({ projectId: 4, docId: 11 });
    handleDocEvent(event('deleted'), context);
    expect(context.docExists).not.toHaveBeenCalled();
    expect(context.leave).not.toHaveBeenCalled();
  });
});

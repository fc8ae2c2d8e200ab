import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workspaceKeys } from '../../workspaces/queries';
import { CLIENT_ID } from '../../../api/client-id';
import { dispatchLiveMessage, onLiveTopic } from '../../../api/live-topics';
import { billingKeys } from '../queries';
import { handleBillingEvent, type BillingLiveContext } from './billing-live-handlers';

function setup() {
  const queryClient = new QueryClient();
  const invalidated: unknown[][] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
  const context: BillingLiveContext = {
    workspaceId: 7,
    queryClient,
    planUpdated: vi.fn(),
  };
  return { context, invalidated };
}

describe('billing live events', () => {
  it("reload the workspace on a plan change, and ask for a reload when it was someone else's", () => {
    const { context, invalidated } = setup();
    handleBillingEvent({ workspace_id: 7, change: 'plan' }, context);
    expect(invalidated).toContainEqual([...workspaceKeys.current(7)]);
    expect(invalidated).toContainEqual([...workspaceKeys.list]);
    expect(context.planUpdated).toHaveBeenCalledOnce();
  });

  it("keep quiet about another workspace's plan change", () => {
    const other = setup();
    handleBillingEvent({ workspace_id: 8, change: 'plan' }, other.context);
    expect(other.context.planUpdated).not.toHaveBeenCalled();
    expect(other.invalidated).toContainEqual([...workspaceKeys.current(8)]);
  });

  it.each([
    ['workspace', [workspaceKeys.current(7)]],
    ['billing', [billingKeys.subscription(7), billingKeys.info(7)]],
    ['billing_info', [billingKeys.info(7)]],
    ['invoice', [billingKeys.invoices(7)]],
  ] as const)('reload what a %s change touches', (change, keys) => {
    const { context, invalidated } = setup();
    handleBillingEvent({ workspace_id: 7, change }, context);
    for (const key of keys) expect(invalidated).toContainEqual([...key]);
    expect(context.planUpdated).not.toHaveBeenCalled();
  });
});

describe("a tab's own billing changes", () => {
  let unsubscribe = () => {};
  afterEach(() => unsubscribe());

  function plan(source: string | null, context: BillingLiveContext) {
    return dispatchLiveMessage(
      JSON.stringify({ topic: 'billing', payload: { workspace_id: 7, change: 'plan' }, source }),
      context.queryClient,
    );
  }

  it("are skipped by their source, while anyone else's ask for a reload at once", () => {
    const { context } = setup();
    unsubscribe = onLiveTopic('billing', (payload) => handleBillingEvent(payload, context));
    expect(plan(CLIENT_ID, context)).toBe(false);
    expect(context.planUpdated).not.toHaveBeenCalled();
    // Right after this tab's own change: a co-owner's tab, then a renewal (no source).
    expect(plan('co-owner-tab', context)).toBe(true);
    expect(plan(null, context)).toBe(true);
    expect(context.planUpdated).toHaveBeenCalledTimes(2);
  });
});

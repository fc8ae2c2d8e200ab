import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workspaceKeys } from '../../workspaces/queries';
import {
  asOwnBillingAction,
  isOwnBillingAction,
  OWN_ACTION_GRACE_MS,
  resetOwnBillingActions,
} from '../own-actions';
import { billingKeys } from '../queries';
import { handleBillingEvent, type BillingLiveContext } from './billing-live-handlers';

function setup(isOwnAction = false) {
  const queryClient = new QueryClient();
  const invalidated: unknown[][] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
  const context: BillingLiveContext = {
    workspaceId: 7,
    queryClient,
    isOwnAction: () => isOwnAction,
    planUpdated: vi.fn(),
  };
  return { context, invalidated };
}

describe('billing live events', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetOwnBillingActions();
  });

  it("reload the workspace on a plan change, and ask for a reload when it was someone else's", () => {
    const { context, invalidated } = setup();
    handleBillingEvent({ workspace_id: 7, change: 'plan' }, context);
    expect(invalidated).toContainEqual([...workspaceKeys.current(7)]);
    expect(invalidated).toContainEqual([...workspaceKeys.list]);
    expect(context.planUpdated).toHaveBeenCalledOnce();
  });

  it("keep quiet about this tab's own plan change, and another workspace's", () => {
    const own = setup(true);
    handleBillingEvent({ workspace_id: 7, change: 'plan' }, own.context);
    expect(own.context.planUpdated).not.toHaveBeenCalled();
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

  it('ignore what is not a billing event', () => {
    const { context, invalidated } = setup();
    handleBillingEvent({ workspace_id: 7, change: 'everything' }, context);
    expect(invalidated).toHaveLength(0);
  });
});

describe("a tab's own billing actions", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetOwnBillingActions();
  });

  it('count while they run and for a while after', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const running = asOwnBillingAction(7, () => new Promise<void>((resolve) => (finish = resolve)));
    expect(isOwnBillingAction(7)).toBe(true);
    expect(isOwnBillingAction(8)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(isOwnBillingAction(7)).toBe(true);
    finish();
    await running;
    vi.advanceTimersByTime(OWN_ACTION_GRACE_MS - 1);
    expect(isOwnBillingAction(7)).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isOwnBillingAction(7)).toBe(false);
  });

  it('count a failed one too', async () => {
    await expect(
      asOwnBillingAction(7, () => Promise.reject(new Error('declined'))),
    ).rejects.toThrow('declined');
    expect(isOwnBillingAction(7)).toBe(true);
  });
});

/**
 * Billing changes this tab asked for. The server sends every billing event with no source
 * (providers, not tabs, make most of them), so a tab recognises its own plan change by time:
 * while its call runs and for a short while after. A plan change outside that window came from
 * someone else (another owner, another tab, a renewal) and asks for a reload.
 */
export const OWN_ACTION_GRACE_MS = 15_000;

const running = new Map<number, number>();
const endedAt = new Map<number, number>();

export async function asOwnBillingAction<T>(
  workspaceId: number,
  action: () => Promise<T>,
): Promise<T> {
  running.set(workspaceId, (running.get(workspaceId) ?? 0) + 1);
  try {
    return await action();
  } finally {
    running.set(workspaceId, (running.get(workspaceId) ?? 1) - 1);
    endedAt.set(workspaceId, Date.now());
  }
}

export function isOwnBillingAction(workspaceId: number, now: number = Date.now()): boolean {
  if ((running.get(workspaceId) ?? 0) > 0) return true;
  const ended = endedAt.get(workspaceId);
  return ended !== undefined && now - ended < OWN_ACTION_GRACE_MS;
}

/** For tests: forget every action. */
export function resetOwnBillingActions(): void {
  running.clear();
  endedAt.clear();
}

/** Plans and the free plan's limits (SPEC.md sections 1 and 5). */
export const WORKSPACE_PLANS = ['FREE', 'PREMIUM', 'PRO'] as const;
export type WorkspacePlan = (typeof WORKSPACE_PLANS)[number];

/** What a workspace on the free plan may hold. Paid plans have no such limits. */
export const FREE_PLAN_LIMITS = {
  groups: 3,
  docs: 50,
  logs: 100,
} as const;
export type LimitedItem = keyof typeof FREE_PLAN_LIMITS;

/** Whether the plan limits how many items a workspace holds (so they need counting). */
export function hasItemLimits(plan: WorkspacePlan): boolean {
  return plan === 'FREE';
}

/** Whether one more item of this kind fits the plan. */
export function canAddMore(plan: WorkspacePlan, item: LimitedItem, current: number): boolean {
  return !hasItemLimits(plan) || current < FREE_PLAN_LIMITS[item];
}

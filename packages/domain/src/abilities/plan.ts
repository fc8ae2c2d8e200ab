import { canAddMore, type LimitedItem, type WorkspacePlan } from '../plans';
import type { Abilities } from './abilities';

/**
 * Room for one more item of a kind the free plan limits. Not a right, but refused (403) the
 * same way: whoever may create the item is told the plan holds no more.
 */
export const PLAN_LIMIT_ACTIONS = ['add'] as const;
export type PlanLimitAction = (typeof PLAN_LIMIT_ACTIONS)[number];

export interface PlanLimitSubject {
  plan: WorkspacePlan;
  item: LimitedItem;
  /** How many of them the workspace holds. */
  count: number;
}

export function planLimitAbilities({
  plan,
  item,
  count,
}: PlanLimitSubject): Abilities<PlanLimitAction> {
  return { add: canAddMore(plan, item, count) };
}

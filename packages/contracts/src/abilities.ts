import {
  DOC_ACTIONS,
  GROUP_ACTIONS,
  LOG_ACTIONS,
  PROJECT_ACTIONS,
  WORKSPACE_ACTIONS,
} from '@hangar/domain';
import { z } from 'zod';

/**
 * `abilities` of an item, or of the current workspace: what the caller may do with it now,
 * computed by @hangar/domain.
 */
function abilitiesOf<Action extends string>(actions: readonly Action[]) {
  const shape = Object.fromEntries(actions.map((action) => [action, z.boolean()]));
  return z.object(shape as Record<Action, z.ZodBoolean>);
}

export const groupAbilitiesSchema = abilitiesOf(GROUP_ACTIONS);
export const projectAbilitiesSchema = abilitiesOf(PROJECT_ACTIONS);
export const docAbilitiesSchema = abilitiesOf(DOC_ACTIONS);
export const logAbilitiesSchema = abilitiesOf(LOG_ACTIONS);
export const workspaceAbilitiesSchema = abilitiesOf(WORKSPACE_ACTIONS);

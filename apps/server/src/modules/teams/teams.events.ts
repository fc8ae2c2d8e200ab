import type { TeamChange } from './teams.service';

/** A team change's event fields after the item's own id (`group_id` or `project_id`). */
export function teamChangeFields(change: TeamChange) {
  return { user_id: change.userId, action: change.action, right: change.right };
}

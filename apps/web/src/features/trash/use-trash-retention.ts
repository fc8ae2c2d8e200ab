import { TRASH_RETENTION_DAYS } from '@hangar/contracts/trash';
import { useAppConfig } from '../app-config/queries';

/** '30 days', '1 day': how long a deleted item can be restored, as the texts say it. */
function retentionText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The installation's retention (GET /config `trash_retention_days`), as the texts say it. */
export function useTrashRetention(): string {
  return retentionText(useAppConfig()?.trash_retention_days ?? TRASH_RETENTION_DAYS);
}

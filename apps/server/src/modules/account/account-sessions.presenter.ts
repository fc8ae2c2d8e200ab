import type { AccountSession } from '@hangar/contracts/account-sessions';
import { deviceOf } from '../../lib/user-agent';
import type { DeviceSessionRow } from '../auth/auth-devices.service';

/** A session as "Signed-in devices" shows it: its browser and system, never its user agent. */
export function presentSession(
  row: DeviceSessionRow,
  currentSessionId: number | null,
): AccountSession {
  const { browser, os } = deviceOf(row.userAgent);
  return {
    id: row.id,
    browser,
    os,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

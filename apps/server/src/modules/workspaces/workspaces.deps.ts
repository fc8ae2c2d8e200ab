import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { Mailer } from '../../mail/mailer';

export interface WorkspacesDeps {
  db: Database;
  config: Config;
  bus: EventBus;
  mailer: Mailer;
}

/** The client id of the call, echoed as the `source` of the events it causes. */
export type EventSource = string | null;

import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { Payments } from '../../payments/payments';
import type { CpuPool } from '../../cpu/cpu-pool';

export interface BillingDeps {
  db: Database;
  bus: EventBus;
  config: Config;
  payments: Payments;
}

export type InvoicePdfDeps = BillingDeps & { cpu: CpuPool };

import type { Mailer } from '../../mail/mailer';
import type { BillingDeps } from '../billing/billing.deps';

export interface AdminDeps extends BillingDeps {
  mailer: Mailer;
}

import type { Mailer } from '../../mail/mailer';
import type { TrashingDeps } from '../shared/shared.deps';

export interface LogsDeps extends TrashingDeps {
  mailer: Mailer;
  publicUrl: string;
}

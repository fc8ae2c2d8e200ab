import type { Mailer } from '../../mail/mailer';
import type { AuthDeps } from '../auth/auth.service';

export interface UsersDeps extends AuthDeps {
  mailer: Mailer;
}

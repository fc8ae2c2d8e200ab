import { MEDIA_PREFIX, type Me } from '@hangar/contracts';
import { initials } from '@hangar/domain';
import type { UserRow } from './account.repository';

/** Where the web app fetches an uploaded file. */
export function mediaPath(filename: string | null): string | null {
  return filename ? `${MEDIA_PREFIX}/${filename}` : null;
}

/** The signed-in user's own account, with whether an e-mail change awaits its link. */
export function presentMe(user: UserRow, pendingEmailChange: boolean): Me {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    avatar: mediaPath(user.avatar),
    initial: initials(user.fullname),
    pending_email_reset: pendingEmailChange,
  };
}

import { MEDIA_PREFIX, type Me } from '@hangar/contracts';
import { initials } from '@hangar/domain';
import type { AccountDeps } from './account.deps';
import { hasPendingEmailChange, type UserRow } from './account.repository';

/** Where the web app fetches an uploaded file. */
export function mediaPath(filename: string | null): string | null {
  return filename ? `${MEDIA_PREFIX}/${filename}` : null;
}

export async function presentMe(deps: Pick<AccountDeps, 'db'>, user: UserRow): Promise<Me> {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    avatar: mediaPath(user.avatar),
    initial: initials(user.fullname),
    pending_email_reset: await hasPendingEmailChange(deps.db, user.id),
  };
}

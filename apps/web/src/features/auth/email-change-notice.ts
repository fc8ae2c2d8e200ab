import { STORAGE_PREFIX } from '../../lib/storage';

/**
 * The address an e-mail change was just confirmed for, kept for this tab until the next
 * sign-in: the sign-in page says the change worked and offers that address, even after a reload.
 * Session storage, not the URL: a crafted link must not be able to show it.
 */
const KEY = `${STORAGE_PREFIX}email-changed`;

function tabStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberEmailChange(email: string): void {
  try {
    tabStore()?.setItem(KEY, email);
  } catch {
    // Without storage the sign-in page simply says nothing.
  }
}

export function emailChangeNotice(): string | null {
  try {
    return tabStore()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetEmailChange(): void {
  try {
    tabStore()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

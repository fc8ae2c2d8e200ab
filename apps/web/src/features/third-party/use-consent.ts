import { useSyncExternalStore } from 'react';
import { getConsentState, subscribeConsent, type ConsentState } from './consent';

/** The visitor's cookie answer and whether the banner shows; re-renders when either changes. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
}

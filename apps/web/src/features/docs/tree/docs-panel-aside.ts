import { useSyncExternalStore } from 'react';

/**
 * Whether the project's docs panel (the tree at the left) stands aside for the doc's comments
 * (docs/decisions.md "The docs tree gives way to the comments"): the comments panel asks for it
 * when it opens where the doc would keep less than its reading width, and gives it back when it
 * closes. The user's own toggle of the docs panel ends it, so their choice wins: the comments
 * closing later changes nothing. Wide screens only: on narrower ones the panel slides over the
 * page and has its own state.
 */
let standingAside = false;
/** How many times the user showed or hid the docs panel on wide screens. */
let userToggles = 0;
const listeners = new Set<() => void>();

function setStandingAside(value: boolean) {
  if (standingAside === value) return;
  standingAside = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const docsPanelAside = {
  /** The comments opened short of room: the docs panel hides until they close. */
  ask: () => setStandingAside(true),
  /** The comments closed (or the doc went): the docs panel comes back if it still stood aside. */
  giveBack: () => setStandingAside(false),
  /** The user showed or hid the docs panel: it shows as they chose from now on. */
  userToggled: () => {
    userToggles += 1;
    setStandingAside(false);
  },
  /** A count that changes each time the user shows or hides the docs panel. */
  userToggles: () => userToggles,
};

/** True while the docs panel stands aside for the comments. */
export function useDocsPanelStandsAside(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => standingAside,
    () => false,
  );
}

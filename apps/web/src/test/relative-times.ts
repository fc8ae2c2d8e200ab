export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The ISO time `ms` before now. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The ISO time `ms` after now. */
export const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

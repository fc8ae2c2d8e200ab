import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * Where the Light / Dark / System choice is kept, per browser ('light', 'dark' or 'auto').
 * public/color-scheme.js reads the same key before the first paint: keep them in step.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'hangar:color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});

/** The choices of the user menu, in its order; 'auto' follows the system. */
export const COLOR_SCHEME_CHOICES: readonly { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/color-scheme.js?raw';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

/** Runs public/color-scheme.js as the page's head does, on a system in `system` mode. */
function runFirstPaintScript(system: 'light' | 'dark'): string | null {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && system === 'dark',
  }));
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  new Function(script)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the colour scheme before the first paint', () => {
  it('is the one chosen in the user menu, whatever the system', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runFirstPaintScript('light')).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runFirstPaintScript('dark')).toBe('light');
  });

  it("follows the system for 'System', nothing chosen, or a value it does not know", () => {
    expect(runFirstPaintScript('dark')).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    expect(runFirstPaintScript('light')).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(runFirstPaintScript('dark')).toBe('dark');
  });
});

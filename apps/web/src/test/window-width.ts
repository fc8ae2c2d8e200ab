import { vi } from 'vitest';

/** Pretends the window is `width` px wide for every media query (undo with vi.unstubAllGlobals). */
export function setWindowWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidthEm = /min-width:\s*([\d.]+)em/.exec(query)?.[1];
    return {
      matches: minWidthEm !== undefined && width >= Number(minWidthEm) * 16,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

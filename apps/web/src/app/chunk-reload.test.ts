import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithReload, reloadOnceForMissingChunk } from './chunk-reload';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a page chunk that fails to load', () => {
  it('reloads the page once, and not a second time', () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(reload)).toBe(true);
    expect(reloadOnceForMissingChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the error when the import fails again after the reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const failingImport = lazyWithReload(() => Promise.reject(new TypeError('Failed to fetch')));

    void failingImport();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await expect(failingImport()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('allows a reload again once a chunk loaded fine', async () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(reload)).toBe(true);
    await lazyWithReload(() => Promise.resolve({ Component: () => null }))();
    expect(reloadOnceForMissingChunk(reload)).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline, lazyWithReload, reloadOnceForMissingChunk } from './chunk-reload';

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

  it("offline, waits for the network instead of reloading to the browser's offline page", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const load = vi.fn(() => Promise.resolve('module'));
    const loading = importWhenOnline(load)();
    expect(reloadOnceForMissingChunk(reload)).toBe(true);
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('module');
    expect(reload).toHaveBeenCalledOnce();
  });
});

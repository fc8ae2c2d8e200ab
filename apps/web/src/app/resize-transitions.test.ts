import { afterEach, describe, expect, it, vi } from 'vitest';
import { disableTransitionsWhileResizing } from './resize-transitions';

afterEach(() => vi.useRealTimers());

describe('transitions after a resize', () => {
  it('are off from the resize until 400 ms after the last one', () => {
    vi.useFakeTimers();
    const stop = disableTransitionsWhileResizing();
    const root = document.documentElement;
    window.dispatchEvent(new Event('resize'));
    expect(root.hasAttribute('data-resizing')).toBe(true);
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(399);
    expect(root.hasAttribute('data-resizing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute('data-resizing')).toBe(false);
    stop();
  });
});

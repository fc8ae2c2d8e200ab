import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimatedProgress, ProgressController, type ProgressBar } from './progress-controller';

/** A controller that has just turned busy, over a bar that records what it was asked. */
function busyController() {
  const shown: number[] = [];
  let hidden = 0;
  const bar: ProgressBar = {
    set: (progress) => shown.push(progress),
    hide: () => {
      hidden += 1;
    },
  };
  const controller = new ProgressController(bar);
  controller.setBusy(true);
  return { controller, shown, hiddenCount: () => hidden };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the top progress bar', () => {
  it('never shows for loading shorter than the 200 ms throttle', () => {
    const { controller, shown, hiddenCount } = busyController();
    vi.advanceTimersByTime(199);
    controller.setBusy(false);
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual([]);
    expect(hiddenCount()).toBe(0);
  });

  it('shows after the throttle and keeps advancing while loading goes on', () => {
    const { shown } = busyController();
    vi.advanceTimersByTime(200);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(shown.length).toBeGreaterThan(5);
    for (let index = 1; index < shown.length; index += 1) {
      expect(shown[index]).toBeGreaterThan(shown[index - 1] ?? 0);
    }
    expect(shown.at(-1)).toBeLessThan(100);
  });

  it('fills when loading ends, then hides 500 ms later', () => {
    const { controller, shown, hiddenCount } = busyController();
    vi.advanceTimersByTime(400);
    controller.setBusy(false);
    expect(shown.at(-1)).toBe(100);
    vi.advanceTimersByTime(499);
    expect(hiddenCount()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hiddenCount()).toBe(1);
    const count = shown.length;
    vi.advanceTimersByTime(2000);
    expect(shown).toHaveLength(count);
  });

  it('stays up when loading starts again before it hid', () => {
    const { controller, hiddenCount } = busyController();
    vi.advanceTimersByTime(300);
    controller.setBusy(false);
    vi.advanceTimersByTime(200);
    controller.setBusy(true);
    vi.advanceTimersByTime(1000);
    expect(hiddenCount()).toBe(0);
    controller.setBusy(false);
    vi.advanceTimersByTime(500);
    expect(hiddenCount()).toBe(1);
  });

  it('stops everything when disposed', () => {
    const { controller, shown } = busyController();
    controller.dispose();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
  });

  it('moves fast first and slows down, about 70% after the 1000 ms duration', () => {
    expect(estimatedProgress(100, 1000)).toBeGreaterThan(10);
    expect(estimatedProgress(1000, 1000)).toBeCloseTo(70.5, 0);
    expect(estimatedProgress(60_000, 1000)).toBeLessThan(100);
  });
});

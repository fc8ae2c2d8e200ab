import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_TIMEOUT_MS,
  Heartbeat,
  HEARTBEAT_TICK_MS,
  IDLE_PROBE_MS,
  RECONNECT_AFTER_MS,
} from './heartbeat';

describe('Heartbeat', () => {
  let stalled: boolean[];
  let probes: number;
  let reconnects: number;
  let heartbeat: Heartbeat;

  beforeEach(() => {
    vi.useFakeTimers();
    stalled = [];
    probes = 0;
    reconnects = 0;
    heartbeat = new Heartbeat({
      probe: () => {
        probes += 1;
        heartbeat.sent();
      },
      onStalledChange: (value) => stalled.push(value),
      reconnect: () => {
        reconnects += 1;
      },
    });
  });

  afterEach(() => {
    heartbeat.stop();
    vi.useRealTimers();
  });

  it('says nothing while the server answers', () => {
    heartbeat.start();
    heartbeat.heard();
    for (let second = 0; second < 20; second += 1) {
      heartbeat.sent();
      vi.advanceTimersByTime(500);
      heartbeat.heard();
      vi.advanceTimersByTime(500);
    }
    expect(stalled).toEqual([]);
    expect(reconnects).toBe(0);
  });

  it('marks a connection stalled when a message goes unanswered, and drops it later', () => {
    heartbeat.start();
    heartbeat.heard();
    heartbeat.sent();
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS);
    expect(stalled).toEqual([]);
    vi.advanceTimersByTime(HEARTBEAT_TICK_MS * 2);
    expect(stalled).toEqual([true]);
    expect(reconnects).toBe(0);
    vi.advanceTimersByTime(RECONNECT_AFTER_MS - ANSWER_TIMEOUT_MS);
    expect(reconnects).toBe(1);
    // Stopped: no more looks until the next connection opens.
    vi.advanceTimersByTime(RECONNECT_AFTER_MS * 2);
    expect(reconnects).toBe(1);
  });

  it('takes a late answer from a slow server: no longer stalled, not dropped', () => {
    heartbeat.start();
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS + HEARTBEAT_TICK_MS * 2);
    expect(stalled).toEqual([true]);
    // The answer comes; more follow (past the time the first wait would have been dropped).
    for (let step = 0; step < 4; step += 1) {
      heartbeat.heard();
      vi.advanceTimersByTime(RECONNECT_AFTER_MS / 4);
    }
    expect(stalled).toEqual([true, false]);
    expect(reconnects).toBe(0);
  });

  it('stays stalled through a new connection until something is heard', () => {
    heartbeat.start();
    vi.advanceTimersByTime(RECONNECT_AFTER_MS + HEARTBEAT_TICK_MS * 2);
    expect(stalled).toEqual([true]);
    expect(reconnects).toBe(1);
    heartbeat.start();
    vi.advanceTimersByTime(HEARTBEAT_TICK_MS * 2);
    expect(stalled).toEqual([true]);
    heartbeat.heard();
    expect(stalled).toEqual([true, false]);
  });

  it('probes a quiet connection, and calls it dead when the probe is not answered', () => {
    heartbeat.start();
    heartbeat.heard();
    vi.advanceTimersByTime(IDLE_PROBE_MS - HEARTBEAT_TICK_MS);
    expect(probes).toBe(0);
    vi.advanceTimersByTime(HEARTBEAT_TICK_MS);
    expect(probes).toBe(1);
    heartbeat.heard();
    vi.advanceTimersByTime(IDLE_PROBE_MS);
    expect(probes).toBe(2);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS + HEARTBEAT_TICK_MS);
    expect(stalled).toEqual([true]);
  });

  it('judges nothing on a look after the page was frozen', () => {
    heartbeat.start();
    heartbeat.heard();
    heartbeat.sent();
    // The page freezes past the timeout; the answer waits in the queue behind the timer.
    vi.setSystemTime(Date.now() + ANSWER_TIMEOUT_MS * 2);
    vi.advanceTimersByTime(HEARTBEAT_TICK_MS);
    heartbeat.heard();
    vi.advanceTimersByTime(HEARTBEAT_TICK_MS * 4);
    expect(stalled).toEqual([]);
  });
});

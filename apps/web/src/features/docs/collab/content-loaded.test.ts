import { describe, expect, it } from 'vitest';
import { docContentLoaded } from './content-loaded';
import { INITIAL_LIVE_STATE, type LiveState } from './live-session';

const loaded = (state: Partial<LiveState>, live = true) =>
  docContentLoaded({ ...INITIAL_LIVE_STATE, ...state }, live);

describe('docContentLoaded', () => {
  it('waits for the first exchange with the live server', () => {
    expect(loaded({})).toBe(false);
    expect(loaded({ connection: 'connected', attempted: true })).toBe(false);
    expect(loaded({ connection: 'connected', attempted: true, synced: true })).toBe(true);
  });

  it('waits for what the browser kept', () => {
    expect(loaded({ connection: 'connected', synced: true, localLoaded: false })).toBe(false);
  });

  it('takes the saved content when there is no live connection to wait for', () => {
    expect(loaded({ connection: 'disconnected', attempted: true }, false)).toBe(true);
    expect(loaded({ connection: 'disconnected', attempted: true })).toBe(true);
    expect(loaded({ denied: true })).toBe(true);
  });
});

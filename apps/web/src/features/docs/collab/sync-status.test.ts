import { describe, expect, it } from 'vitest';
import type { LiveState } from './live-session';
import { syncStatus } from './sync-status';

const connected: LiveState = {
  connection: 'connected',
  attempted: true,
  synced: true,
  unsynced: 0,
  readOnly: false,
  denied: false,
  localLoaded: true,
};

const label = (state: Partial<LiveState>, editable = true) =>
  syncStatus({ ...connected, ...state }, editable).label;

describe('the doc’s save status', () => {
  it('says Saved once everything is confirmed', () => {
    expect(syncStatus(connected, true)).toMatchObject({ kind: 'saved', label: 'Saved' });
  });

  it('says Saving, with the changes on their way', () => {
    expect(label({ unsynced: 3 })).toBe('Saving · 3');
    expect(label({ synced: false })).toBe('Saving');
  });

  it('says Offline, with the changes kept in the browser', () => {
    expect(label({ connection: 'disconnected', unsynced: 2 })).toBe('Offline · 2');
    expect(label({ connection: 'disconnected' })).toBe('Offline');
    expect(label({ denied: true, unsynced: 1 })).toBe('Offline · 1');
    expect(
      syncStatus({ ...connected, connection: 'disconnected', unsynced: 1 }, true),
    ).toMatchObject({
      kind: 'offline',
      pending: 1,
      description: expect.stringContaining('1 change not saved'),
    });
  });

  it('says Connecting only until a first connection opened or failed', () => {
    expect(label({ connection: 'connecting', attempted: false })).toBe('Connecting');
    expect(label({ connection: 'connecting', attempted: true })).toBe('Offline');
  });

  it('says Read only to those who cannot edit, whatever the connection', () => {
    expect(label({}, false)).toBe('Read only');
    expect(label({ readOnly: true, unsynced: 4 })).toBe('Read only');
    expect(syncStatus({ ...connected, readOnly: true, unsynced: 4 }, true).pending).toBe(0);
  });
});

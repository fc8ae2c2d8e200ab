import { describe, expect, it } from 'vitest';
import { INITIAL_LIVE_STATE, type LiveState } from './live-session';
import { syncStatus } from './sync-status';

const connected: LiveState = {
  ...INITIAL_LIVE_STATE,
  connection: 'connected',
  attempted: true,
  synced: true,
};

const label = (state: Partial<LiveState>, editable = true) =>
  syncStatus({ ...connected, ...state }, editable).label;

describe('the doc’s save status', () => {
  it('says Saved only once the database holds everything', () => {
    expect(syncStatus(connected, true)).toMatchObject({ kind: 'saved', label: 'Saved' });
  });

  it('says Saving… while the database does not hold every change yet, without a count', () => {
    expect(label({ unsaved: 3 })).toBe('Saving…');
    expect(label({ synced: false })).toBe('Saving…');
    expect(syncStatus({ ...connected, unsaved: 45 }, true)).toMatchObject({
      kind: 'saving',
      pending: 45,
      label: 'Saving…',
      description: 'Saving your latest edits…',
    });
  });

  it('counts a title on its way with the body, in `pending` only', () => {
    expect(syncStatus(connected, true, { phase: 'pending' })).toMatchObject({
      label: 'Saving…',
      pending: 1,
    });
    expect(syncStatus({ ...connected, unsaved: 2 }, true, { phase: 'saving' })).toMatchObject({
      label: 'Saving…',
      pending: 3,
    });
  });

  it('never shows a number, in the badge or its sentence', () => {
    const states: Partial<LiveState>[] = [
      { unsaved: 45 },
      { saveFailing: true, unsaved: 45 },
      { connection: 'disconnected', unsaved: 45 },
      { online: false, unsaved: 45 },
      { stalled: true, unsaved: 45 },
      { denied: true, unsaved: 45 },
    ];
    for (const state of states) {
      const status = syncStatus({ ...connected, ...state }, true);
      expect(status.pending).toBe(45);
      expect(status.label).not.toMatch(/\d/);
      expect(status.description).not.toMatch(/\d/);
    }
  });

  it('says Couldn’t save, retrying when the server failed to store the body or the title', () => {
    expect(label({ saveFailing: true, unsaved: 4 })).toBe('Couldn’t save, retrying');
    expect(syncStatus(connected, true, { phase: 'retrying' })).toMatchObject({
      kind: 'failing',
      pending: 1,
    });
  });

  it('says Offline, and that the edits are kept on this device when some wait', () => {
    expect(label({ connection: 'disconnected', unsaved: 2 })).toBe(
      'Offline · edits kept on this device',
    );
    expect(label({ connection: 'disconnected' })).toBe('Offline');
    expect(label({ denied: true, unsaved: 1 })).toBe('Offline · edits kept on this device');
    expect(
      syncStatus({ ...connected, connection: 'disconnected', unsaved: 1 }, true),
    ).toMatchObject({
      kind: 'offline',
      pending: 1,
      description:
        'Offline: your latest edits are kept on this device and sent when the connection is back.',
    });
  });

  it('says Offline as soon as the browser has no network, even with the socket still open', () => {
    expect(label({ online: false, unsaved: 17 })).toBe('Offline · edits kept on this device');
  });

  it('says Offline when the open connection stopped answering', () => {
    expect(syncStatus({ ...connected, stalled: true, unsaved: 3 }, true)).toMatchObject({
      kind: 'offline',
      label: 'Offline · edits kept on this device',
      description: expect.stringContaining(
        'No answer from the live server: your latest edits are kept on this device',
      ),
    });
    expect(label({ stalled: true, synced: false })).toBe('Offline');
  });

  it('says Connecting only until a first connection opened or failed', () => {
    expect(label({ connection: 'connecting', attempted: false })).toBe('Connecting');
    expect(label({ connection: 'connecting', attempted: true })).toBe('Offline');
  });

  it('says Read only to those who cannot edit, whatever the connection', () => {
    expect(label({}, false)).toBe('Read only');
    expect(label({ readOnly: true, unsaved: 4 })).toBe('Read only');
    expect(syncStatus({ ...connected, readOnly: true, unsaved: 4 }, true).pending).toBe(0);
  });
});

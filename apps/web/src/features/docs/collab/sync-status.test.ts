import { describe, expect, it } from 'vitest';
import type { LiveState } from './live-session';
import { syncStatus } from './sync-status';

const connected: LiveState = {
  connection: 'connected',
  attempted: true,
  synced: true,
  unsaved: 0,
  saveFailing: false,
  online: true,
  stalled: false,
  readOnly: false,
  denied: false,
  localLoaded: true,
};

const label = (state: Partial<LiveState>, editable = true) =>
  syncStatus({ ...connected, ...state }, editable).label;

describe('the doc’s save status', () => {
  it('says Saved only once the database holds everything', () => {
    expect(syncStatus(connected, true)).toMatchObject({ kind: 'saved', label: 'Saved' });
  });

  it('says Saving, with the changes the database does not hold yet', () => {
    expect(label({ unsaved: 3 })).toBe('Saving · 3');
    expect(label({ synced: false })).toBe('Saving');
  });

  it('counts a title on its way with the body', () => {
    expect(syncStatus(connected, true, { phase: 'pending' }).label).toBe('Saving · 1');
    expect(syncStatus({ ...connected, unsaved: 2 }, true, { phase: 'saving' }).label).toBe(
      'Saving · 3',
    );
  });

  it('says Couldn’t save, retrying when the server failed to store the body or the title', () => {
    expect(label({ saveFailing: true, unsaved: 4 })).toBe('Couldn’t save, retrying · 4');
    expect(syncStatus(connected, true, { phase: 'retrying' })).toMatchObject({
      kind: 'failing',
      pending: 1,
    });
  });

  it('says Offline, with the changes kept in the browser', () => {
    expect(label({ connection: 'disconnected', unsaved: 2 })).toBe('Offline · 2');
    expect(label({ connection: 'disconnected' })).toBe('Offline');
    expect(label({ denied: true, unsaved: 1 })).toBe('Offline · 1');
    expect(
      syncStatus({ ...connected, connection: 'disconnected', unsaved: 1 }, true),
    ).toMatchObject({
      kind: 'offline',
      pending: 1,
      description: expect.stringContaining('1 change not saved'),
    });
  });

  it('says Offline as soon as the browser has no network, even with the socket still open', () => {
    expect(label({ online: false, unsaved: 17 })).toBe('Offline · 17');
  });

  it('says Offline when the open connection stopped answering', () => {
    expect(syncStatus({ ...connected, stalled: true, unsaved: 3 }, true)).toMatchObject({
      kind: 'offline',
      label: 'Offline · 3',
      description: expect.stringContaining('No answer from the live server: 3 changes not saved'),
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

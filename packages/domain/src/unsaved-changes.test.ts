import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { encodeSavedSnapshot, UnsavedChanges } from './unsaved-changes';

/** A browser's doc wired to a server's, as the live connection does. */
function pair() {
  const server = new Y.Doc();
  const browser = new Y.Doc();
  browser.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'server') Y.applyUpdate(server, update, 'browser');
  });
  server.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'browser') Y.applyUpdate(browser, update, 'server');
  });
  return { server, browser, text: browser.getText('t') };
}

describe('unsaved changes', () => {
  it('counts each change typed here until a saved snapshot holds it', () => {
    const { server, browser, text } = pair();
    const unsaved = new UnsavedChanges(browser);
    text.insert(0, 'hello');
    text.insert(5, ' world');
    expect(unsaved.count).toBe(2);

    const firstSave = encodeSavedSnapshot(server);
    text.insert(11, '!');
    unsaved.saved(firstSave);
    expect(unsaved.count).toBe(1);
    unsaved.saved(encodeSavedSnapshot(server));
    expect(unsaved.count).toBe(0);
  });

  it('counts a deletion until the saved snapshot has it deleted too', () => {
    const { server, browser, text } = pair();
    const unsaved = new UnsavedChanges(browser);
    text.insert(0, 'hello world');
    unsaved.saved(encodeSavedSnapshot(server));
    const beforeDeletion = encodeSavedSnapshot(server);
    text.delete(0, 6);
    unsaved.saved(beforeDeletion);
    expect(unsaved.count).toBe(1);
    unsaved.saved(encodeSavedSnapshot(server));
    expect(unsaved.count).toBe(0);
  });

  it('ignores changes that came from elsewhere', () => {
    const { server, browser } = pair();
    const unsaved = new UnsavedChanges(browser);
    server.getText('t').insert(0, 'typed by someone else');
    expect(browser.getText('t').toString()).toBe('typed by someone else');
    expect(unsaved.count).toBe(0);
  });

  it('claims what a previous visit left until the server holds all of it', () => {
    const server = new Y.Doc();
    const browser = new Y.Doc();
    browser.getText('t').insert(0, 'written offline');
    const unsaved = new UnsavedChanges(browser);
    unsaved.claimAll(3);
    expect(unsaved.count).toBe(3);
    unsaved.saved(encodeSavedSnapshot(server));
    expect(unsaved.count).toBe(3);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(browser));
    unsaved.saved(encodeSavedSnapshot(server));
    expect(unsaved.count).toBe(0);
  });

  it('settles at once a claim the last saved snapshot already holds', () => {
    const server = new Y.Doc();
    server.getText('t').insert(0, 'stored long ago');
    const browser = new Y.Doc();
    Y.applyUpdate(browser, Y.encodeStateAsUpdate(server));
    const unsaved = new UnsavedChanges(browser);
    unsaved.saved(encodeSavedSnapshot(server));
    unsaved.claimAll(2);
    expect(unsaved.count).toBe(0);
  });
});

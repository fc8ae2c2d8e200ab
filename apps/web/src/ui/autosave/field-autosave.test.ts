import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldAutosave } from './field-autosave';

class Unreachable extends Error {}

/** A server the field saves to: it stores values, or fails while `down`. */
function fakeServer() {
  const server = {
    stored: [] as string[],
    keptAlive: [] as boolean[],
    down: false,
    refuse: false,
    save: async (value: string, options: { keepalive: boolean }) => {
      if (server.down) throw new Unreachable();
      if (server.refuse) throw new Error('refused');
      server.stored.push(value);
      server.keptAlive.push(options.keepalive);
    },
  };
  return server;
}

function fieldOn(server: ReturnType<typeof fakeServer>, onGiveUp = vi.fn()) {
  return new FieldAutosave({
    save: server.save,
    isRetryable: (error) => error instanceof Unreachable,
    onGiveUp,
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a field that saves itself', () => {
  it('sends the last value one second after the last keystroke', async () => {
    const server = fakeServer();
    const field = fieldOn(server);
    field.edit('L');
    field.edit('Launch');
    await vi.advanceTimersByTimeAsync(900);
    expect(server.stored).toEqual([]);
    expect(field.getState()).toMatchObject({ phase: 'pending', draft: 'Launch' });
    await vi.advanceTimersByTimeAsync(100);
    expect(server.stored).toEqual(['Launch']);
    expect(field.getState()).toEqual({ draft: null, phase: 'idle', failures: 0 });
  });

  it('sends at once when flushed, kept alive when the page is being left', async () => {
    const server = fakeServer();
    const field = fieldOn(server);
    field.edit('Launch checklist');
    field.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored).toEqual(['Launch checklist']);
    expect(server.keptAlive).toEqual([true]);
  });

  it('sends what was typed during a save right after it', async () => {
    const server = fakeServer();
    const field = fieldOn(server);
    field.edit('Launch');
    field.flush();
    field.edit('Launch plan');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.stored).toEqual(['Launch', 'Launch plan']);
    expect(field.unsaved).toBe(false);
  });

  it('retries with growing delays while the server cannot be reached, and stays unsaved', async () => {
    const server = fakeServer();
    server.down = true;
    const field = fieldOn(server);
    field.edit('Launch');
    await vi.advanceTimersByTimeAsync(1000);
    expect(field.getState()).toMatchObject({ phase: 'retrying', failures: 1 });
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(field.getState()).toMatchObject({ phase: 'retrying', failures: 3 });
    expect(field.unsaved).toBe(true);
    server.down = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.stored).toEqual(['Launch']);
    expect(field.getState().phase).toBe('idle');
  });

  it('gives up on a refusal that trying again cannot fix, and says so', async () => {
    const server = fakeServer();
    server.refuse = true;
    const onGiveUp = vi.fn();
    const field = fieldOn(server, onGiveUp);
    field.edit('x'.repeat(300));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(field.unsaved).toBe(false);
  });

  it('goes on saving after the field is gone, then tells it is done', async () => {
    const server = fakeServer();
    server.down = true;
    const field = fieldOn(server);
    field.edit('Typed before leaving');
    const done = vi.fn();
    field.release(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    server.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.stored).toEqual(['Typed before leaving']);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

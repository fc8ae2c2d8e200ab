/** How long the server may take to answer before the doc shows Offline. */
export const ANSWER_TIMEOUT_MS = 2000;
/** How long without an answer before the connection is dropped for a new one (a slow server is
 * given time: a new connection would wait for it again). */
export const RECONNECT_AFTER_MS = 8000;
/** With nothing heard for this long, the server is asked something it always answers. */
export const IDLE_PROBE_MS = 5000;
/** How often the watch looks. */
export const HEARTBEAT_TICK_MS = 250;
/**
 * A longer gap between two looks means the page was frozen or throttled: the answers may be
 * waiting in the queue behind the timer, so that look judges nothing.
 */
const FROZEN_GAP_MS = 1500;

export interface HeartbeatOptions {
  /** Sends a message the server always answers. */
  probe: () => void;
  /** The connection stopped answering (true), or something was heard again (false). */
  onStalledChange: (stalled: boolean) => void;
  /** Drops the dead connection, so that another one is opened. */
  reconnect: () => void;
}

/**
 * Watches an open live connection for answers. A socket can stay open while nothing gets
 * through (the network went away without the browser noticing): every message the server must
 * answer (an update, a sync step, the token) starts a wait, anything heard ends it. A wait
 * longer than ANSWER_TIMEOUT_MS marks the connection stalled; longer than RECONNECT_AFTER_MS, it
 * is dropped. When all is quiet, a probe is sent every IDLE_PROBE_MS. Stalled stays set across
 * reconnections until something is heard.
 */
export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private lastLook = 0;
  private waitingSince: number | null = null;
  private stalled = false;

  constructor(private readonly options: HeartbeatOptions) {}

  /** A connection opened: its first answer (to the token) is awaited at once. */
  start(): void {
    this.stop();
    const now = Date.now();
    this.lastHeard = now;
    this.lastLook = now;
    this.waitingSince = now;
    this.timer = setInterval(this.look, HEARTBEAT_TICK_MS);
  }

  /** The connection closed: nothing to watch until the next one opens. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.waitingSince = null;
  }

  /** A message came from the server. */
  heard(): void {
    this.lastHeard = Date.now();
    this.waitingSince = null;
    this.setStalled(false);
  }

  /** A message the server answers went out. */
  sent(): void {
    if (this.timer && this.waitingSince === null) this.waitingSince = Date.now();
  }

  private look = (): void => {
    const now = Date.now();
    const gap = now - this.lastLook;
    this.lastLook = now;
    if (gap > FROZEN_GAP_MS) return;
    if (this.waitingSince === null) {
      if (now - this.lastHeard >= IDLE_PROBE_MS) {
        this.waitingSince = now;
        this.options.probe();
      }
      return;
    }
    const waited = now - this.waitingSince;
    if (waited > ANSWER_TIMEOUT_MS) this.setStalled(true);
    if (waited > RECONNECT_AFTER_MS) {
      this.stop();
      this.options.reconnect();
    }
  };

  private setStalled(stalled: boolean): void {
    if (this.stalled === stalled) return;
    this.stalled = stalled;
    this.options.onStalledChange(stalled);
  }
}

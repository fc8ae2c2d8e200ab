/** Where a field's typed value is on its way to the server. */
type AutosavePhase = 'idle' | 'pending' | 'saving' | 'retrying';

export interface AutosaveState {
  /** What the user typed that the server may not hold yet; null once it does. */
  draft: string | null;
  phase: AutosavePhase;
  /** Failed attempts in a row (shown as "Couldn't save, retrying"). */
  failures: number;
}

export interface FieldAutosaveOptions {
  /** Stores the value; `keepalive` when the page is being left (the request must outlive it). */
  save: (value: string, options: { keepalive: boolean }) => Promise<unknown>;
  /** Whether a failure may pass if tried again (network, 5xx); others end the attempt. */
  isRetryable: (error: unknown) => boolean;
  /** A failure that trying again cannot fix: the draft is dropped, the user is told. */
  onGiveUp: (error: unknown) => void;
  /** Quiet time after the last keystroke before the value is sent. */
  delayMs?: number;
}

const AUTOSAVE_DELAY_MS = 1000;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 10_000;

const IDLE: AutosaveState = { draft: null, phase: 'idle', failures: 0 };

/**
 * One typed field that saves itself: at most `delayMs` after the last keystroke, at once when
 * flushed (the field is left, the page is hidden), one request at a time with the latest value,
 * and again with backoff while the server cannot be reached.
 */
export class FieldAutosave {
  private state: AutosaveState = IDLE;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private readonly listeners = new Set<() => void>();

  constructor(private options: FieldAutosaveOptions) {}

  /** The latest options (their callbacks see the latest props). */
  configure(options: FieldAutosaveOptions): void {
    this.options = options;
  }

  getState = (): AutosaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Something is typed that the server does not hold yet. */
  get unsaved(): boolean {
    return this.state.phase !== 'idle';
  }

  edit(value: string): void {
    this.set({ draft: value, phase: this.sending ? this.state.phase : 'pending' });
    if (!this.sending) this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** Sends what waits now, instead of after the quiet time. */
  flush(options: { keepalive?: boolean } = {}): void {
    if (this.state.phase !== 'pending' && this.state.phase !== 'retrying') return;
    this.clearTimer();
    void this.send(options.keepalive ?? false);
  }

  /** Nobody shows the field any more: it goes on saving what waits, then stops. */
  release(onDone: () => void): void {
    this.flush();
    const doneIfSaved = () => {
      if (this.unsaved) return;
      unsubscribe();
      onDone();
    };
    const unsubscribe = this.subscribe(doneIfSaved);
    doneIfSaved();
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send(false);
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(keepalive: boolean): Promise<void> {
    const value = this.state.draft;
    if (this.sending || value === null) return;
    this.sending = true;
    if (this.state.phase !== 'retrying') this.set({ phase: 'saving' });
    try {
      await this.options.save(value, { keepalive });
      this.sending = false;
      if (this.state.draft === value) this.set(IDLE);
      else this.edit(this.state.draft ?? value);
    } catch (error) {
      this.sending = false;
      if (!this.options.isRetryable(error)) {
        this.set(IDLE);
        this.options.onGiveUp(error);
        return;
      }
      const failures = this.state.failures + 1;
      this.set({ phase: 'retrying', failures });
      this.schedule(Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS));
    }
  }

  private set(change: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

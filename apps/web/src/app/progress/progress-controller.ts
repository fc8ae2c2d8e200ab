import { LOADING_BAR } from '@hangar/domain/constants';

/** What the controller drives: the visible bar (Mantine's nprogress in the app). */
export interface ProgressBar {
  /** Shows the bar at this percentage (0-100). */
  set(progress: number): void;
  /** Hides the bar. */
  hide(): void;
}

export interface ProgressTimings {
  /** Loading shorter than this never shows the bar. */
  throttleMs: number;
  /** The bar approaches the end over about this long. */
  durationMs: number;
  /** The full bar stays this long after loading ends, then hides. */
  hideDelayMs: number;
  /** How often the bar moves while loading. */
  tickMs: number;
}

const DEFAULT_TIMINGS: ProgressTimings = { ...LOADING_BAR, tickMs: 100 };

/**
 * How far the bar is after `elapsedMs` of loading: fast at first, then slowing, never reaching
 * the end on its own (about 70% after `durationMs`, 84% after twice as long).
 */
export function estimatedProgress(elapsedMs: number, durationMs: number): number {
  return (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2);
}

/**
 * Decides when the top progress bar shows, advances and hides (SPEC.md section 9): it appears
 * only when loading lasts longer than the throttle, creeps forward while loading goes on, fills
 * when loading ends and hides after the hide delay.
 */
export class ProgressController {
  private busy = false;
  private visible = false;
  private startedAt = 0;
  private showTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly bar: ProgressBar,
    private readonly timings: ProgressTimings = DEFAULT_TIMINGS,
  ) {}

  /** Reports whether anything is loading now (navigation, fetches, mutations). */
  setBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    if (busy) this.onLoadingStarted();
    else this.onLoadingEnded();
  }

  dispose(): void {
    clearTimeout(this.showTimer);
    clearInterval(this.tickTimer);
    clearTimeout(this.hideTimer);
  }

  private onLoadingStarted(): void {
    if (this.visible) {
      // Loading again before the bar hid: keep going from where it is.
      clearTimeout(this.hideTimer);
      this.startTicking();
      return;
    }
    this.showTimer = setTimeout(() => this.show(), this.timings.throttleMs);
  }

  private onLoadingEnded(): void {
    clearTimeout(this.showTimer);
    if (!this.visible) return;
    clearInterval(this.tickTimer);
    this.bar.set(100);
    this.hideTimer = setTimeout(() => {
      this.visible = false;
      this.bar.hide();
    }, this.timings.hideDelayMs);
  }

  private show(): void {
    this.visible = true;
    this.startTicking();
  }

  private startTicking(): void {
    this.startedAt = Date.now();
    this.tick();
    clearInterval(this.tickTimer);
    this.tickTimer = setInterval(() => this.tick(), this.timings.tickMs);
  }

  private tick(): void {
    const elapsed = Date.now() - this.startedAt + this.timings.tickMs;
    this.bar.set(estimatedProgress(elapsed, this.timings.durationMs));
  }
}

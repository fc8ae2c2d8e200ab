import { DatabaseUnavailableError, isConnectionFailure } from './connection-failure';

/**
 * Whether the database can be reached. After a connection-level failure, queries fail at once
 * (no request waits on a dead or frozen server) until a probe in the background reaches the
 * database again; ordinary query errors never count.
 */
export interface DatabaseAvailability {
  readonly available: boolean;
  /** Throws DatabaseUnavailableError while the database is unreachable. */
  check(): void;
  /** Marks the database unreachable when `error` is a connection failure, and starts probing. */
  report(error: unknown): void;
  /** Stops probing (at shutdown). */
  close(): void;
}

export interface AvailabilityOptions {
  /** Resolves once a fresh connection ran a query; rejects otherwise, within its own timeouts. */
  probe: () => Promise<void>;
  /** Pause between two failed probes. */
  probeEveryMs: number;
  /** Told when the database is lost (with the failure) and found again. */
  onChange?: (available: boolean, failure: unknown) => void;
}

/** The tracker of one database; see DatabaseAvailability. */
export function createAvailability(options: AvailabilityOptions): DatabaseAvailability {
  let available = true;
  let lastFailure: unknown = null;
  let probing = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const probeUntilAvailable = async () => {
    timer = null;
    if (closed) return;
    try {
      await options.probe();
      probing = false;
      if (closed) return;
      available = true;
      options.onChange?.(true, null);
    } catch (error) {
      lastFailure = error;
      if (closed) return;
      timer = setTimeout(() => void probeUntilAvailable(), options.probeEveryMs);
      timer.unref();
    }
  };

  return {
    get available() {
      return available;
    },
    check() {
      if (!available) throw new DatabaseUnavailableError({ cause: lastFailure });
    },
    report(error) {
      if (closed || !isConnectionFailure(error) || error instanceof DatabaseUnavailableError)
        return;
      lastFailure = error;
      if (available) {
        available = false;
        options.onChange?.(false, error);
      }
      if (!probing) {
        probing = true;
        void probeUntilAvailable();
      }
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

import SonicBoom from 'sonic-boom';

export interface LogDestination {
  /** Where pino writes its lines. */
  stream: { write(line: string): void };
  /** Waits until the written lines are out, for at most `timeoutMs`; never fails. */
  flush(timeoutMs: number): Promise<void>;
}

/** Log bytes kept while the reader is slow; lines beyond are dropped rather than held in memory. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * The server's standard output for pino, which can never hold the process. pino's default
 * stream flushes synchronously when the process exits and retries a failed write for ever
 * (sonic-boom 4.2 `flushSync`): with stdout a pipe whose reader had gone (EPIPE) or stopped
 * reading, `process.exit` never returned. Here writes stay asynchronous, the backlog is bounded,
 * the first write error (EPIPE, EIO...) ends logging, and nothing is flushed at exit but what
 * `flush` managed in its time.
 */
export function createLogDestination(fd = 1): LogDestination {
  const output = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  let failed = false;
  let idle = true;
  output.on('error', () => {
    failed = true;
  });
  output.on('drain', () => {
    idle = true;
  });
  return {
    stream: {
      write(line) {
        if (failed) return;
        idle = false;
        output.write(line);
      },
    },
    flush(timeoutMs) {
      if (failed || idle) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          output.off('drain', done);
          output.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        output.once('drain', done);
        output.once('error', done);
      });
    },
  };
}

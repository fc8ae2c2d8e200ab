export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `done` holds of what was read, and answers that; throws after `ms` with the last read. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { ms = 8000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never came: ${JSON.stringify(value)}`);
    await sleep(everyMs);
  }
}

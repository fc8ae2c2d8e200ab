// The live JavaScript heap of a server started with `--inspect`: what is still reachable after a
// full collection, read through the inspector (Chrome DevTools Protocol). RSS also holds what V8
// keeps for later and what malloc did not give back; a heap that stays flat here is no leak.

/** The inspector's command channel of the process listening on `port`. */
export async function connectInspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (message: MessageEvent<string>) => {
    const { id, result } = JSON.parse(message.data) as { id?: number; result?: unknown };
    if (id !== undefined) waiting.get(id)?.(result);
    if (id !== undefined) waiting.delete(id);
  });
  let nextId = 1;
  const send = <Result>(method: string) =>
    new Promise<Result>((resolve) => {
      const id = nextId++;
      waiting.set(id, (result) => resolve(result as Result));
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** MB of the heap still in use once a full collection ran. */
    async liveHeapMb(): Promise<number> {
      await send('HeapProfiler.collectGarbage');
      const usage = await send<{ usedSize: number }>('Runtime.getHeapUsage');
      return usage.usedSize / 1024 / 1024;
    },
    close: () => socket.close(),
  };
}

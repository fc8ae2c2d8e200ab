import { afterAll } from 'vitest';
import { removeTemporaryFolders } from './data-folders';
import { launchServer, stopAll, type ServerProcess } from './server-process';

/**
 * `launchServer` for one test file (call it at the file's top level): after the file's tests, its
 * servers still running are killed and the temporary folders removed.
 */
export function launchesServers(): typeof launchServer {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await stopAll(started);
    removeTemporaryFolders();
  });
  return async (dataDir, env, options) => {
    const server = await launchServer(dataDir, env, options);
    started.push(server);
    return server;
  };
}

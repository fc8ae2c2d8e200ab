import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

/** Opens the configured database (PostgreSQL by URL, else the embedded one) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, config.databaseTimeouts);
    await handle.migrate();
    return handle;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite(path.join(config.dataDir, 'db'));
    await handle.migrate();
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

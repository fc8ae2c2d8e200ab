import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { DataDirLockedError } from './lib/data-dir-lock';

const PRUNE_EVERY_MS = 10 * 60_000;

/** Reads config, opens and migrates the database, listens, and shuts down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });

  const prune = setInterval(() => {
    app.services.bus
      .pruneOlderThan(config.eventRetentionMs)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not prune old live events'));
  }, PRUNE_EVERY_MS);
  prune.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    clearInterval(prune);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    await database.close();
    process.exit(1);
  }
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      events: config.redisUrl ? 'redis' : 'memory',
    },
    'Hangar is ready',
  );
  if (process.stdout.isTTY) console.log(`\n  Hangar is running at ${config.publicUrl}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

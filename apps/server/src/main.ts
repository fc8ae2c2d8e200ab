import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseRefusedError } from './db/data-folder';
import { openConfiguredDatabase } from './db/open';
import { DataDirLockedError } from './lib/data-dir-lock';
import { releaseMemoryWhenIdle } from './lib/idle-memory';
import { createLogDestination } from './lib/log-destination';
import { exitOnSignals } from './lib/shutdown';
import { imageKindOf } from './ops/backup-archive';
import { startBackupEndpoint } from './ops/backup-endpoint';

/** Reads config, opens and migrates the database, listens, and shuts down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A closed terminal or log pipe must neither crash the process nor hold it (EPIPE).
  for (const output of [process.stdout, process.stderr]) output.on('error', () => undefined);
  const logs = createLogDestination();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, logStream: logs.stream });
  const backups = database.snapshot
    ? await startBackupEndpoint(
        config.dataDir,
        { kind: imageKindOf(database), take: database.snapshot },
        app.log,
      )
    : null;

  const stopReleasingMemory = releaseMemoryWhenIdle();

  exitOnSignals({
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    flushLogs: logs.flush,
    steps: [
      {
        doing: 'closing the backup socket',
        run: async () => {
          stopReleasingMemory();
          await backups?.close();
        },
      },
      { doing: 'finishing open requests and saving live docs', run: () => app.close() },
      { doing: 'closing the database', run: () => database.close() },
    ],
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await backups?.close();
    await app.close();
    await database.close();
    await logs.flush(500);
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
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseRefusedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import { Redis as RedisExtension, type RedisInstance } from '@hocuspocus/extension-redis';
import {
  OutgoingMessage,
  type afterUnloadDocumentPayload,
  type beforeBroadcastStatelessPayload,
} from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '../events/redis-connection';

/**
 * Hocuspocus's Redis extension, relaying live docs between instances, with two changes:
 * - no Redis lock around a save: every instance may save, because a save folds what the database
 *   holds into the doc under the doc's row lock (saving.ts), so none overwrites another's edits;
 *   a lock that Redis cannot grant during an outage would skip saves instead;
 * - a relay that fails (Redis down) is logged, not left as an unhandled rejection, and an
 *   outage is logged once when it starts and once when it ends, not at every reconnection attempt;
 * - back from an outage, it asks the other instances for what it missed in every open doc
 *   (`catchUpOpenDocs`): the extension only asks when a doc loads or changes, so a change made
 *   on another instance while the link was down reached no editor here until someone typed.
 */
export class LiveDocRelay extends RedisExtension {
  constructor(
    configuration: ConstructorParameters<typeof RedisExtension>[0],
    private readonly log: FastifyBaseLogger,
  ) {
    super(configuration);
    const outage = outageLog(log, {
      down: 'live docs: Redis unreachable, editors on other instances wait',
      up: 'live docs: Redis reachable again',
    });
    for (const connection of [this.pub, this.sub]) {
      connection.on('error', (error: Error) => outage.down(error));
      connection.on('ready', () => outage.up());
    }
    reportSubscriptionFailures(this.sub, (error) => outage.down(error));
    this.sub.on('ready', () => this.catchUpOpenDocs());
  }

  /**
   * Publishes each open doc's state vector, as the extension does after a change: the others
   * answer with what this instance lacks and their own state vector, which this one answers in
   * turn, so both sides end with every edit. ioredis renews the subscriptions before it says
   * ready; the ping returns once Redis has taken them, so no answer arrives before them.
   */
  private catchUpOpenDocs() {
    if (!this.instance || this.instance.documents.size === 0) return;
    this.sub
      .ping()
      .then(async () => {
        for (const [name, document] of this.instance.documents) {
          const stateVector = new OutgoingMessage(name)
            .createSyncMessage()
            .writeFirstSyncStepFor(document);
          // The extension's own channel name and framing (its pubKey and encodeMessage are private).
          await this.pub.publish(
            `${this.configuration.prefix}:${name}`,
            Buffer.concat([this.messagePrefix, Buffer.from(stateVector.toUint8Array())]),
          );
        }
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not catch up on the live docs after a Redis outage');
      });
  }

  /** Once closed, the links and their subscriptions are gone: nothing to unsubscribe from. */
  private destroyed = false;

  override async onStoreDocument(): Promise<void> {}

  /**
   * Unsubscribes from the doc's channel, unless the relay is closed: docs unload after the server
   * closed their connections, and an unsubscription on a closed link printed an error at every
   * shutdown.
   */
  override async afterUnloadDocument(data: afterUnloadDocumentPayload): Promise<void> {
    if (this.destroyed) return;
    await super.afterUnloadDocument(data);
  }

  /**
   * Closes both links at once. The extension sends QUIT first and only then closes them, which
   * waits for ever on a frozen Redis and so held up the server's shutdown.
   */
  override async onDestroy(): Promise<void> {
    this.destroyed = true;
    this.pub.disconnect();
    this.sub.disconnect();
    // Cancels the publishes still pending; its QUIT fails at once on the closed links.
    await super.onDestroy().catch(() => {});
  }

  /** Resolves to the number of instances that heard it (0 when Redis failed). */
  override async beforeBroadcastStateless(data: beforeBroadcastStatelessPayload): Promise<number> {
    try {
      return await super.beforeBroadcastStateless(data);
    } catch (error) {
      this.log.warn({ err: error, doc: data.documentName }, 'could not relay a live doc message');
      return 0;
    }
  }
}

/**
 * ioredis renews a link's subscriptions when it reconnects and leaves the failure of that
 * renewal unhandled: a link that drops again (or is closed) before Redis answers left an
 * unhandled rejection. Every subscription's failure is reported instead, unless the link was
 * closed on purpose; the callers that wait for a subscription still see its failure.
 */
function reportSubscriptionFailures(connection: RedisInstance, report: (error: unknown) => void) {
  const subscribe = connection.subscribe.bind(connection) as (
    ...args: unknown[]
  ) => Promise<unknown>;
  const reported = (...args: unknown[]) => {
    const reply = subscribe(...args);
    reply.catch((error: unknown) => {
      if (connection.status !== 'end') report(error);
    });
    return reply;
  };
  connection.subscribe = reported as RedisInstance['subscribe'];
}

/** ioredis's connection options from a redis:// URL. */
export function redisTarget(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    options: {
      ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
      ...(parsed.pathname.length > 1 ? { db: Number(parsed.pathname.slice(1)) } : {}),
    },
  };
}

import { routes } from '@hangar/contracts';
import { inboxAction } from '@hangar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { inboxTemplates } from '../../mail/templates';
import { inboxPath } from './inbox.presenter';
import { claimUnreadForEmail, releaseEmailClaim } from './inbox.repository';

const LONGEST_SWEEP_PAUSE_MS = 60_000;

type Claimed = Awaited<ReturnType<typeof claimUnreadForEmail>>[number];

/**
 * E-mails the mentions and replies a person has not read in the app within `delayMs`, one e-mail
 * per person and workspace for all of them (issue 21). Every instance sweeps; the claim in the
 * database sends each entry once.
 */
export function startInboxMailer(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  delayMs: number;
}): { sweep(): Promise<void>; close(): Promise<void> } {
  const { db, mailer, log, publicUrl, delayMs } = deps;
  let running: Promise<void> | null = null;
  let closed = false;

  async function send(batch: Claimed[]): Promise<void> {
    const [first] = batch;
    if (!first) return;
    await mailer.send({
      to: first.email,
      ...inboxTemplates.unread({
        workspace: first.workspace,
        entries: batch.map(({ item, actor }) => ({
          sentence: `${actor?.fullname || 'A teammate'} ${inboxAction(item.kind, inboxPath(item))} ${item.title}`,
          excerpt: item.excerpt,
          url: `${publicUrl}${inboxPath(item)}`,
        })),
        settingsUrl: `${publicUrl}${routes.settings(first.item.workspaceId, 'personal')}`,
      }),
    });
  }

  async function sweepOnce(): Promise<void> {
    const claimed = await claimUnreadForEmail(db, new Date(Date.now() - delayMs));
    const batches = new Map<string, Claimed[]>();
    for (const row of claimed) {
      const key = `${row.item.userId}:${row.item.workspaceId}`;
      batches.set(key, [...(batches.get(key) ?? []), row]);
    }
    for (const batch of batches.values()) {
      try {
        await send(batch);
      } catch (error) {
        log.warn({ err: error }, 'could not e-mail unread mentions and replies; retrying later');
        await releaseEmailClaim(
          db,
          batch.map(({ item }) => item.id),
        );
      }
    }
  }

  const sweep = () => {
    running ??= sweepOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'could not sweep the inboxes'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(
    () => {
      if (!closed) void sweep();
    },
    Math.min(LONGEST_SWEEP_PAUSE_MS, Math.max(delayMs / 4, 50)),
  );
  timer.unref();

  return {
    sweep,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}

import { routes } from '@hangar/contracts';
import { inboxAction } from '@hangar/domain';
import type { Database } from '../../db/client';
import { sweepJob, type JobDefinition } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { inboxTemplates } from '../../mail/templates';
import { inboxPath } from './inbox.presenter';
import { claimUnreadForEmail, unreadForEmail } from './inbox.repository';

/**
 * E-mails the mentions and replies a person has not read in the app within `delayMs`, one e-mail
 * per person and workspace for all of them (issue 21), as jobs (jobs/job-queue.ts): a sweep
 * claims the due entries and queues their e-mail in one transaction, and each e-mail is a job of
 * its own, retried with backoff while the mail server refuses it.
 */

const INBOX_JOBS = { sweep: 'inbox-sweep', email: 'inbox-email' } as const;

interface EmailData {
  itemIds: number[];
}

export function inboxJobs(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  delayMs: number;
}): JobDefinition[] {
  const { db, mailer, publicUrl, delayMs } = deps;
  const sweep = sweepJob(INBOX_JOBS.sweep, Math.max(delayMs / 4, 50), (send) =>
    db.transaction(async (tx) => {
      const claimed = await claimUnreadForEmail(tx, new Date(Date.now() - delayMs));
      const batches = new Map<string, number[]>();
      for (const row of claimed) {
        const key = `${row.userId}:${row.workspaceId}`;
        batches.set(key, [...(batches.get(key) ?? []), row.id]);
      }
      for (const itemIds of batches.values()) {
        await send(INBOX_JOBS.email, { itemIds }, { transaction: tx });
      }
    }),
  );
  const email: JobDefinition<EmailData> = {
    name: INBOX_JOBS.email,
    // A mail server down for hours: tries spread over about half a day, then parked.
    retries: 10,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 3_600,
    expireInSeconds: 120,
    concurrency: 2,
    async run({ itemIds }) {
      const batch = await unreadForEmail(db, itemIds);
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
    },
  };
  return [sweep, email] as JobDefinition[];
}

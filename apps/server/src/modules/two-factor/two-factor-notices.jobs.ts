import { routePatterns } from '@hangar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { securityTemplates, type SignInSecurityChange } from '../../mail/templates';
import { findUserById } from '../account/account.service';

/**
 * The e-mail telling an account's owner that its sign-in security changed: a job, so a mail
 * server that is down never fails the change; the job retries it, then parks it logged.
 */
const SECURITY_NOTICE_EMAIL = 'two-factor-security-notice-email';

interface SecurityNoticeData {
  userId: number;
  change: SignInSecurityChange;
  /** When it changed (ISO), not when the job runs. */
  at: string;
}

async function mailSecurityNotice(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  data: SecurityNoticeData,
): Promise<void> {
  const user = await findUserById(deps.db, data.userId);
  if (!user) return;
  await deps.mailer.send({
    to: user.email,
    ...securityTemplates.signInSecurityChanged({
      change: data.change,
      at: new Date(data.at),
      url: `${deps.publicUrl}${routePatterns.account}`,
    }),
  });
}

export function securityNoticeJobs(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobDefinition[] {
  const job: JobDefinition<SecurityNoticeData> = {
    name: SECURITY_NOTICE_EMAIL,
    // A mail server down for a while: tries spread over about an hour, then parked.
    retries: 6,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 120,
    run: (data) => mailSecurityNotice(deps, data),
  };
  return [job] as JobDefinition[];
}

/** Queues the e-mail of a change just made; a failure is logged, the change stands. */
export async function queueSecurityNotice(
  jobs: Pick<JobQueue, 'send'>,
  { userId, change }: { userId: number; change: SignInSecurityChange },
  log: FastifyBaseLogger,
): Promise<void> {
  const data: SecurityNoticeData = { userId, change, at: new Date().toISOString() };
  try {
    await jobs.send(SECURITY_NOTICE_EMAIL, data);
  } catch (error) {
    log.warn({ err: error, userId, change }, 'could not queue the sign-in security e-mail');
  }
}

import { routePatterns } from '@hangar/contracts';
import { deviceName, isNewDevice, NEW_DEVICE_LOOKBACK_DAYS } from '@hangar/domain/devices';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { deviceOf } from '../../lib/user-agent';
import type { Mailer } from '../../mail/mailer';
import { securityTemplates } from '../../mail/templates';
import { earlierSessionsOf, findSessionWithOwner } from './auth-devices.repository';

/**
 * The e-mail "New sign-in to your Hangar account" (issue 44): a job queued by each sign-in, so
 * a mail server that is down never fails a sign-in; the job retries it, then parks it logged.
 */
export const NEW_DEVICE_EMAIL = 'auth-new-device-email';

const DAY_MS = 24 * 60 * 60 * 1000;

const SIGN_IN_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

interface NewDeviceData {
  sessionId: number;
}

/** Mails the account's owner when the session started on a device none of the earlier used. */
async function mailIfNewDevice(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  sessionId: number,
): Promise<void> {
  const session = await findSessionWithOwner(deps.db, sessionId);
  if (!session) return;
  const earlier = await earlierSessionsOf(deps.db, {
    userId: session.userId,
    sessionId,
    since: new Date(session.createdAt.getTime() - NEW_DEVICE_LOOKBACK_DAYS * DAY_MS),
  });
  const device = deviceOf(session.userAgent);
  const seen = { anyEver: earlier.anyEver, withinLookback: earlier.userAgents.map(deviceOf) };
  if (!isNewDevice(device, seen)) return;
  await deps.mailer.send({
    to: session.email,
    ...securityTemplates.newSignIn({
      device: deviceName(device),
      ip: session.ip,
      time: `${SIGN_IN_TIME.format(session.createdAt)} UTC`,
      url: `${deps.publicUrl}${routePatterns.account}`,
    }),
  });
}

export function newDeviceJobs(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobDefinition[] {
  const job: JobDefinition<NewDeviceData> = {
    name: NEW_DEVICE_EMAIL,
    // A mail server down for a while: tries spread over about an hour, then parked.
    retries: 6,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 120,
    run: ({ sessionId }) => mailIfNewDevice(deps, sessionId),
  };
  return [job] as JobDefinition[];
}

/** Queues the check of a session a sign-in just started; a failure is logged, the sign-in goes on. */
export async function queueNewDeviceCheck(
  jobs: Pick<JobQueue, 'send'>,
  sessionId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await jobs.send(NEW_DEVICE_EMAIL, { sessionId } satisfies NewDeviceData);
  } catch (error) {
    log.warn({ err: error, sessionId }, 'could not queue the new-device e-mail check');
  }
}

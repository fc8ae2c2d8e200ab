// The browser benches' start: the bench's owner given a password to sign in with, and the
// headless Chromium (Debian's) they drive.
import { eq } from 'drizzle-orm';
import { chromium, type Browser } from '@playwright/test';
import { users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import type { startBenchServer } from './in-process';

type Bench = Awaited<ReturnType<typeof startBenchServer>>;

/** Gives the bench's owner `password`, then launches the headless Chromium. */
export async function launchForOwner(bench: Bench, password: string): Promise<Browser> {
  await bench.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, bench.userId));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

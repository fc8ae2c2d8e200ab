import type { FastifyBaseLogger } from 'fastify';
import { openRedis, outageLog } from '../events/redis-connection';
import { HttpError } from './errors';

/**
 * Counts a hit and starts the window on the first: one command, not MULTI/EXEC, whose queued
 * commands reject unhandled in ioredis when the connection drops mid-transaction
 * (redis/ioredis#883).
 */
const INCREMENT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return {count, redis.call('PTTL', KEYS[1])}`;

interface Counter {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters: in this process, or in Redis so that every instance shares them. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<Counter>;
  get(key: string): Promise<Counter | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async get(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.resetAt - now() } : null;
    },
    async delete(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** A rate-limit command Redis has not answered after this long is counted in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable they are counted in
 * this process's memory instead, so a request never waits long on Redis nor fails for it: a
 * command unanswered after REDIS_COMMAND_TIMEOUT_MS (or refused) is counted in memory and the
 * link reopened; until it is ready again, every count is in memory. Waits for the first
 * connection attempt only.
 */
export async function createRedisRateLimitStore(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  const redis = openRedis(url, REDIS_COMMAND_TIMEOUT_MS);
  const fallback = createMemoryRateLimitStore();
  const outage = outageLog(log, {
    down: 'Redis is unreachable: rate limits are counted by each instance until it is back',
    up: 'Redis is reachable again: rate limits are shared again',
  });
  let closing = false;
  /** What first went wrong since the link was last ready, for the outage's log line. */
  let firstError: unknown = undefined;
  redis.on('error', (error: unknown) => (firstError ??= error));
  redis.on('close', () => {
    if (!closing) outage.down(firstError);
  });
  redis.on('ready', () => {
    firstError = undefined;
    outage.up();
  });
  await redis.connect().catch(() => {});

  async function inRedisElseMemory<T>(
    inRedis: () => Promise<T>,
    inMemory: () => Promise<T>,
  ): Promise<T> {
    if (redis.status === 'ready') {
      try {
        return await inRedis();
      } catch (error) {
        firstError ??= error;
        if (redis.status === 'ready' && !closing) redis.disconnect(true);
      }
    }
    return inMemory();
  }

  const full = (key: string) => `${keyPrefix}ratelimit:${key}`;
  return {
    increment: (key, windowMs) =>
      inRedisElseMemory(
        async () => {
          const result = await redis.eval(INCREMENT_SCRIPT, 1, full(key), windowMs);
          const [count = 1, ttl = windowMs] = Array.isArray(result) ? result.map(Number) : [];
          return { count, resetInMs: ttl > 0 ? ttl : windowMs };
        },
        () => fallback.increment(key, windowMs),
      ),
    get: (key) =>
      inRedisElseMemory(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(full(key)), redis.pttl(full(key))]);
          return count === null ? null : { count: Number(count), resetInMs: Math.max(ttl, 0) };
        },
        () => fallback.get(key),
      ),
    async delete(key) {
      await fallback.delete(key);
      await inRedisElseMemory(
        async () => void (await redis.del(full(key))),
        async () => {},
      );
    },
    async close() {
      closing = true;
      redis.disconnect();
      await fallback.close();
    },
  };
}

export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowMs: number;
}

function tooMany(counter: Counter): HttpError {
  const minutes = Math.max(1, Math.ceil(counter.resetInMs / 60_000));
  const error = HttpError.simple(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  error.headers = { 'retry-after': String(Math.ceil(counter.resetInMs / 1000)) };
  return error;
}

export interface RateLimiter {
  /** Counts an attempt and refuses it (429) once the policy's limit is passed. */
  consume(policy: RateLimitPolicy, subject: string): Promise<void>;
  /** Refuses (429) when the limit is already reached, without counting. */
  check(policy: RateLimitPolicy, subject: string): Promise<void>;
  /** Counts an event (a failure, say) without refusing anything. */
  record(policy: RateLimitPolicy, subject: string): Promise<void>;
  /** Forgets the count (the failures of an account whose owner just proved who they are). */
  reset(policy: RateLimitPolicy, subject: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const key = (policy: RateLimitPolicy, subject: string) => `${policy.name}:${subject}`;
  return {
    async consume(policy, subject) {
      const counter = await store.increment(key(policy, subject), policy.windowMs);
      if (counter.count > policy.limit) throw tooMany(counter);
    },
    async check(policy, subject) {
      const counter = await store.get(key(policy, subject));
      if (counter && counter.count >= policy.limit) throw tooMany(counter);
    },
    async record(policy, subject) {
      await store.increment(key(policy, subject), policy.windowMs);
    },
    async reset(policy, subject) {
      await store.delete(key(policy, subject));
    },
  };
}

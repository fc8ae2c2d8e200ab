import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Live events, kept for a short while so a client that reconnects to any instance can catch up
 * from its Last-Event-ID. The id orders events across instances.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload'),
    source: text('source'),
    audience: jsonb('audience').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('events_created_at_idx').on(table.createdAt)],
);

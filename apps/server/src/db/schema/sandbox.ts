import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, flag } from './columns';

/**
 * The embedded sandbox payment provider keeps its own books, like Stripe in test mode would:
 * these tables belong to the provider, not to the app, which only learns of them through events.
 */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['customer', 'payment_method', 'subscription', 'invoice'] }).notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

/** Idempotency keys the sandbox has seen, with the object each one created. */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  objectId: text('object_id').notNull(),
});

/** The sandbox's test clock, per customer: how far it is ahead of real time. */
export const sandboxClocks = pgTable('sandbox_clocks', {
  customerId: text('customer_id').primaryKey(),
  offsetDays: integer('offset_days').notNull().default(0),
});

/** Events the sandbox emitted, in order (what Stripe's webhooks would deliver). */
export const sandboxEvents = pgTable('sandbox_events', {
  seq: serial('seq').primaryKey(),
  id: text('id').notNull().unique(),
  payload: jsonb('payload').notNull(),
  delivered: flag('delivered'),
});

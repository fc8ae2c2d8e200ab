import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sandboxClocks, sandboxEvents, sandboxIdempotency, sandboxObjects } from '../../db/schema';

const date = z.iso.datetime({ offset: true });
const plan = z.enum(['PREMIUM', 'PRO']);
const cycle = z.enum(['monthly', 'yearly']);

const sandboxCustomer = z.object({
  id: z.string(),
  workspaceId: z.number().int(),
  email: z.string(),
  defaultPaymentMethod: z.string().nullable(),
});
const sandboxPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  behaviour: z.enum(['succeeds', 'fails_at_charge']),
  /** The workspace whose card form created it: only that workspace's customer may attach it. */
  workspaceId: z.number().int().nullable().default(null),
  /** The customer it is attached to, once attached (a card belongs to one customer). */
  customer: z.string().nullable().default(null),
});
export const sandboxSubscription = z.object({
  id: z.string(),
  customer: z.string(),
  workspaceId: z.number().int(),
  plan,
  cycle,
  quantity: z.number().int(),
  status: z.enum(['trialing', 'active', 'past_due', 'incomplete', 'canceled']),
  cancelAtPeriodEnd: z.boolean(),
  periodStart: date,
  periodEnd: date,
  trialEnd: date.nullable(),
  /** The VAT rate its invoices are charged at; null for one stored before rates followed the customer. */
  taxRatePercent: z.number().nullable().default(null),
  pending: z
    .object({
      plan: plan.nullable(),
      cycle: cycle.nullable(),
      quantity: z.number().int().nullable(),
    })
    .nullable(),
});
export const sandboxInvoice = z.object({
  id: z.string(),
  customer: z.string(),
  subscription: z.string(),
  workspaceId: z.number().int(),
  number: z.string(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  status: z.enum(['paid', 'open', 'failed']),
  periodStart: date,
  periodEnd: date,
  created: date,
});

/** An event as the sandbox records it, before it is delivered. */
export const sandboxEventPayload = z.object({
  created: date,
  type: z.enum(['subscription', 'invoice']),
  subscription: z.unknown().optional(),
  invoice: z.unknown().optional(),
});

export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethod>;
export type SandboxSubscription = z.infer<typeof sandboxSubscription>;
export type SandboxInvoice = z.infer<typeof sandboxInvoice>;

const SCHEMAS = {
  customer: sandboxCustomer,
  payment_method: sandboxPaymentMethod,
  subscription: sandboxSubscription,
  invoice: sandboxInvoice,
} as const;
type Kind = keyof typeof SCHEMAS;
type DataOf<K extends Kind> = z.infer<(typeof SCHEMAS)[K]>;

const PREFIXES: Record<Kind, string> = {
  customer: 'cus',
  payment_method: 'pm',
  subscription: 'sub',
  invoice: 'in',
};

export function newSandboxId(kind: Kind | 'event'): string {
  const prefix = kind === 'event' ? 'evt' : PREFIXES[kind];
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

/** The sandbox's own books, typed on the way out. */
export function sandboxStore(db: Database) {
  return {
    async get<K extends Kind>(kind: K, id: string): Promise<DataOf<K> | null> {
      const [row] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
      return row ? (SCHEMAS[kind].parse(row.data) as DataOf<K>) : null;
    },
    async put<K extends Kind>(kind: K, data: DataOf<K>): Promise<void> {
      await db
        .insert(sandboxObjects)
        .values({ id: data.id, kind, data })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data } });
    },
    async list<K extends Kind>(kind: K): Promise<DataOf<K>[]> {
      const rows = await db
        .select()
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, kind))
        .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id));
      return rows.map((row) => SCHEMAS[kind].parse(row.data) as DataOf<K>);
    },
    async count(kind: Kind): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, kind));
      return row?.value ?? 0;
    },
    async idempotent(key: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(sandboxIdempotency)
        .where(eq(sandboxIdempotency.key, key));
      return row?.objectId ?? null;
    },
    async remember(key: string, objectId: string): Promise<void> {
      await db.insert(sandboxIdempotency).values({ key, objectId }).onConflictDoNothing();
    },
    async clockOffsetDays(customerId: string): Promise<number> {
      const [row] = await db
        .select()
        .from(sandboxClocks)
        .where(eq(sandboxClocks.customerId, customerId));
      return row?.offsetDays ?? 0;
    },
    async advanceClock(customerId: string, days: number): Promise<void> {
      await db
        .insert(sandboxClocks)
        .values({ customerId, offsetDays: days })
        .onConflictDoUpdate({
          target: sandboxClocks.customerId,
          set: { offsetDays: sql`${sandboxClocks.offsetDays} + ${days}` },
        });
    },
    async emit(payload: unknown): Promise<void> {
      await db.insert(sandboxEvents).values({ id: newSandboxId('event'), payload });
    },
    async undelivered() {
      return db
        .select()
        .from(sandboxEvents)
        .where(eq(sandboxEvents.delivered, false))
        .orderBy(asc(sandboxEvents.seq));
    },
    async markDelivered(seq: number): Promise<void> {
      await db.update(sandboxEvents).set({ delivered: true }).where(eq(sandboxEvents.seq, seq));
    },
  };
}
export type SandboxStore = ReturnType<typeof sandboxStore>;

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { openPglite, type Database } from './client';
import { copyAllRows, type CopiedTable } from './copy-rows';
import { messageOf } from './data-folder-check';
import * as schema from './schema';

type Engine = 'pglite' | 'postgres';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const directions: [Engine, Engine][] = onPostgres
  ? [
      ['postgres', 'pglite'],
      ['pglite', 'postgres'],
    ]
  : [['pglite', 'pglite']];

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

let migratedPglite: Blob | undefined;

/** A new, empty, migrated database: the first PGlite is migrated, the next ones load its files. */
async function openEmpty(engine: Engine): Promise<Database> {
  if (engine === 'postgres') {
    const database = await createTestDatabase();
    closers.push(() => database.drop());
    return database.handle.db;
  }
  const handle = await openPglite(null, { snapshot: migratedPglite });
  closers.push(() => handle.close());
  if (!migratedPglite) {
    await handle.migrate();
    migratedPglite = await handle.snapshot?.();
  }
  return handle.db;
}

/**
 * Column kinds our schema does not use (yet), in a table both sides get after migrating: the copy
 * must find it in the catalog, leave its generated column to the target and take its identity.
 */
async function addKindsTable(db: Database): Promise<void> {
  await db.execute(sql`create type mood as enum ('calm', 'stormy')`);
  await db.execute(sql`
    create table kinds (
      id bigint generated always as identity primary key,
      parent_id bigint references kinds (id),
      mood mood,
      tags text[],
      ratio double precision,
      amount numeric,
      span interval,
      label text,
      label_length integer generated always as (length(label)) stored
    )`);
}

const MICROSECONDS = sql`'2024-02-29 23:59:59.123456+00'::timestamptz`;
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, index) => index);
const ODD_TEXT = `quotes ' " \\ back\\slash, tab\t, line\nbreak, é, 🚀, {braces}, (parens)`;
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Rows of the sign-in tables: single sign-on, two-factor, passkeys, the workspace rules and the
 * workspace's own provider.
 */
async function fillSignInTables(db: Database, userId: number, workspaceId: number): Promise<void> {
  const future = new Date('2031-01-01T00:00:00Z');
  await db.insert(schema.ssoLogins).values({
    provider: 'corp',
    stateHash: 'state',
    nonce: 'nonce',
    codeVerifier: 'verifier',
    nextPath: '/',
    expiresAt: future,
    usedAt: MICROSECONDS,
  });
  await db
    .insert(schema.userIdentities)
    .values({ userId, issuer: 'https://idp.example', subject: ODD_TEXT, email: 'ada@example.com' });
  await db
    .insert(schema.totpCredentials)
    .values({ userId, secret: 'JBSWY3DPEHPK3PXP', enabledAt: MICROSECONDS, lastUsedStep: 2 ** 30 });
  await db.insert(schema.recoveryCodes).values({ userId, codeHash: 'code' });
  const [challenge] = await db
    .insert(schema.twoFactorChallenges)
    .values({ userId, tokenHash: 'challenge', failedAttempts: 2, expiresAt: future })
    .returning();
  await db.insert(schema.passkeyCredentials).values({
    userId,
    credentialId: 'credential',
    publicKey: 'key',
    counter: 2 ** 40,
    transports: ['internal', 'hybrid'],
    userHandle: 'handle',
    name: ODD_TEXT,
  });
  await db.insert(schema.webauthnChallenges).values({
    challenge: 'webauthn',
    purpose: 'second_factor',
    userId,
    twoFactorChallengeId: challenge?.id ?? null,
    expiresAt: future,
  });
  await db
    .insert(schema.workspaceSignInRules)
    .values({ workspaceId, requireTwoFactor: true, joinDomain: 'example.com' });
  await db.insert(schema.workspaceDomainJoins).values({ workspaceId, userId });
  await db.insert(schema.workspaceSsoProviders).values({
    workspaceId,
    preset: 'generic',
    issuer: 'https://idp.example',
    clientId: ODD_TEXT,
    clientSecretSealed: 'v1.iv.tag.secret',
    domain: 'example.com',
    domainToken: 'token',
    domainVerifiedAt: MICROSECONDS,
  });
}

/** At least one row in every table, with the odd values a copy could get wrong. */
async function fillEveryTable(db: Database): Promise<void> {
  const [ada, bob] = await db
    .insert(schema.users)
    .values([
      { email: 'ada@example.com', fullname: ODD_TEXT, passwordHash: 'h', createdAt: MICROSECONDS },
      { email: 'bob@example.com', fullname: '', passwordHash: null, avatar: 'bob.png' },
    ])
    .returning();
  if (!ada || !bob) throw new Error('no users');
  const future = new Date('2031-01-01T00:00:00Z');
  await db.insert(schema.emailTokens).values({
    kind: 'signup',
    tokenHash: 'email-token',
    email: ada.email,
    userId: ada.id,
    expiresAt: MICROSECONDS,
  });
  const [session] = await db
    .insert(schema.sessions)
    .values({ userId: ada.id, userAgent: null, revokedAt: MICROSECONDS })
    .returning();
  if (!session) throw new Error('no session');
  await db
    .insert(schema.refreshTokens)
    .values({ sessionId: session.id, tokenHash: 'refresh', expiresAt: future });
  await db
    .insert(schema.accessTokens)
    .values({ tokenHash: 'access', sessionId: session.id, userId: ada.id, expiresAt: future });
  await db
    .insert(schema.uploads)
    .values({ filename: 'a.png', contentType: 'image/png', size: 3, userId: null });

  const [workspace] = await db
    .insert(schema.workspaces)
    .values({ name: ODD_TEXT, sseChannelId: 'channel', plan: 'PRO', emailDomain: null })
    .returning();
  if (!workspace) throw new Error('no workspace');
  const workspaceId = workspace.id;
  await db.insert(schema.workspaceMembers).values([
    { workspaceId, userId: ada.id, role: 'OWNER' },
    { workspaceId, userId: bob.id, role: 'GUEST', pendingInvite: true, emailAlert: false },
  ]);
  await fillSignInTables(db, ada.id, workspaceId);
  await db.insert(schema.invites).values({
    workspaceId,
    userId: bob.id,
    tokenHash: 'invite',
    invitedBy: ada.id,
    expiresAt: future,
  });
  const [group] = await db
    .insert(schema.groups)
    .values({ workspaceId, name: 'Group', privacy: 'PRIVATE', right: 'EDIT' })
    .returning();
  if (!group) throw new Error('no group');
  await db
    .insert(schema.groupMembers)
    .values({ groupId: group.id, userId: ada.id, right: 'INVITE', primaryContact: true });
  const [project] = await db
    .insert(schema.projects)
    .values({
      workspaceId,
      groupId: group.id,
      name: 'Project',
      planning: jsonb({ items: [{ name: ODD_TEXT, at: 1.5e300, nested: { empty: {} } }] }),
      shareToken: 'share',
      lastUpdate: MICROSECONDS,
    })
    .returning();
  if (!project) throw new Error('no project');
  const projectId = project.id;
  await db.insert(schema.projectMembers).values({ projectId, userId: bob.id, right: 'VIEW' });

  const [root] = await db
    .insert(schema.docs)
    .values({ workspaceId, projectId, path: '', position: 0, name: 'Root', createdBy: ada.id })
    .returning();
  if (!root) throw new Error('no doc');
  const [child] = await db
    .insert(schema.docs)
    .values({ workspaceId, projectId, path: `${root.id}.0`, position: 0, emoji: '📄' })
    .returning();
  if (!child) throw new Error('no doc');
  await db
    .update(schema.docs)
    .set({ path: String(root.id) })
    .where(sql`id = ${root.id}`);
  await db
    .update(schema.docs)
    .set({ path: `${root.id}.${child.id}` })
    .where(sql`id = ${child.id}`);
  await db.insert(schema.docContents).values([
    { docId: root.id, state: ALL_BYTES, text: ODD_TEXT, updatedAt: MICROSECONDS },
    { docId: child.id, state: new Uint8Array(0) },
  ]);
  await db.insert(schema.docVersions).values({
    docId: root.id,
    createdAt: MICROSECONDS,
    changes: ALL_BYTES,
    snapshot: new Uint8Array([0, 0]),
    authorIds: [ada.id, bob.id],
    wordsAdded: 3,
    restoredFrom: MICROSECONDS,
  });
  await db
    .insert(schema.docLinks)
    .values({ sourceDocId: root.id, targetDocId: child.id, workspaceId });
  await db.insert(schema.docFiles).values({
    filename: 'f0f1f2f3.pdf',
    workspaceId,
    projectId,
    name: ODD_TEXT,
    contentType: 'application/pdf',
    size: 2048,
    userId: ada.id,
    createdAt: MICROSECONDS,
  });
  await db.insert(schema.docImports).values({
    workspaceId,
    projectId,
    userId: ada.id,
    parentId: root.id,
    filename: ODD_TEXT,
    uploadName: 'a0a1a2a3.upld',
    status: 'done',
    step: 'Done',
    percent: 100,
    report: {
      docs: [],
      root_ids: [],
      flattened: [],
      skipped: [],
      format: 'notion',
      approximated: [],
    },
    failureStatus: null,
    failure: null,
    createdAt: MICROSECONDS,
    finishedAt: MICROSECONDS,
  });
  const [thread] = await db
    .insert(schema.commentThreads)
    .values({
      docId: root.id,
      anchorStart: ALL_BYTES,
      anchorEnd: new Uint8Array([1]),
      quote: ODD_TEXT,
      creatorId: ada.id,
      resolvedAt: MICROSECONDS,
      resolvedBy: bob.id,
    })
    .returning();
  if (!thread) throw new Error('no comment thread');
  const [comment] = await db
    .insert(schema.comments)
    .values({
      threadId: thread.id,
      authorId: ada.id,
      body: ODD_TEXT,
      mentionIds: [bob.id],
      clientRequestId: '5b0e1bd1-7a44-4c1e-9a3b-2a4d1f0c9e11',
      editedAt: MICROSECONDS,
    })
    .returning();
  if (!comment) throw new Error('no comment');

  const [log] = await db
    .insert(schema.logs)
    .values({
      workspaceId,
      projectId,
      title: 'Log',
      description: jsonb({ type: 'doc', content: [{ type: 'text', text: ODD_TEXT }] }),
      creatorId: null,
      editionDate: MICROSECONDS,
    })
    .returning();
  if (!log) throw new Error('no log');
  await db.insert(schema.logAttachments).values([
    { logId: log.id, position: 0, linkType: 'doc', docId: root.id },
    { logId: log.id, position: 1, linkType: 'external', url: 'https://example.com/?a=1&b=2' },
  ]);
  const [linkGroup] = await db
    .insert(schema.linkGroups)
    .values({ projectId, name: 'Links', position: 0 })
    .returning();
  if (!linkGroup) throw new Error('no link group');
  await db.insert(schema.inboxItems).values({
    workspaceId,
    userId: bob.id,
    kind: 'mention',
    actorId: ada.id,
    groupId: group.id,
    projectId,
    docId: root.id,
    threadId: thread.id,
    commentId: comment.id,
    logId: log.id,
    title: ODD_TEXT,
    excerpt: ODD_TEXT,
    readAt: MICROSECONDS,
    emailedAt: MICROSECONDS,
  });
  const [trashEntry] = await db
    .insert(schema.trashEntries)
    .values({
      workspaceId,
      kind: 'link',
      itemId: 1,
      name: ODD_TEXT,
      groupId: group.id,
      projectId,
      place: jsonb({ link_group_id: linkGroup.id, links: [] }),
      deletedBy: ada.id,
      deletedAt: MICROSECONDS,
    })
    .returning();
  if (!trashEntry) throw new Error('no trash entry');
  await db.insert(schema.links).values([
    { groupId: linkGroup.id, position: 0, linkType: 'doc', docId: child.id },
    {
      groupId: linkGroup.id,
      position: 1,
      linkType: 'external',
      url: 'https://example.com/',
      trashId: trashEntry.id,
    },
  ]);
  await db.insert(schema.apiTokens).values({
    userId: ada.id,
    name: ODD_TEXT,
    tokenHash: 'a'.repeat(64),
    tokenHint: 'hgr_abcdef',
    scope: 'read',
    expiresAt: MICROSECONDS,
    lastUsedAt: MICROSECONDS,
  });

  await db.insert(schema.billingCustomers).values({
    workspaceId,
    providerCustomerId: 'cus_1',
    name: ODD_TEXT,
    email: ada.email,
    addressLine1: '1 Road',
    postalCode: '75001',
    city: 'Paris',
    country: 'FR',
    cardExpMonth: 12,
    cardExpYear: 2030,
  });
  await db.insert(schema.subscriptions).values({
    workspaceId,
    provider: 'sandbox',
    providerSubId: 'sub_1',
    plan: 'PRO',
    cycle: 'yearly',
    nbSeats: 3,
    status: 'trialing',
    currentPeriodStart: MICROSECONDS,
    currentPeriodEnd: future,
    trialEnd: null,
    syncedAt: MICROSECONDS,
  });
  await db.insert(schema.billingHistory).values({ workspaceId, hadTrial: true });
  // Tables of search's typo tolerance, outside the Drizzle schema (migration 0010).
  await db.execute(
    sql`insert into search_words (workspace_id, word) values (${workspaceId}, 'réseau')`,
  );
  await db.execute(sql`insert into search_words_read (up_to) values (${MICROSECONDS})`);
  await db.insert(schema.invoices).values({
    workspaceId,
    providerInvoiceId: 'in_1',
    number: 'A-1',
    amountCents: -2_147_483_648,
    taxCents: 2_147_483_647,
    status: 'paid',
    periodStart: MICROSECONDS,
    periodEnd: future,
    createdAt: MICROSECONDS,
    syncedAt: future,
  });
  await db.insert(schema.paymentEvents).values({ id: 'evt_1', type: 'invoice.paid' });
  await db
    .insert(schema.sandboxObjects)
    .values({ id: 'cus_1', kind: 'customer', data: jsonb({ deep: [1, null, 'x'] }) });
  await db.insert(schema.sandboxIdempotency).values({ key: 'key', objectId: 'cus_1' });
  await db.insert(schema.sandboxClocks).values({ customerId: 'cus_1', offsetDays: -3 });
  await db.insert(schema.sandboxEvents).values({ id: 'evt_1', payload: jsonb('a string') });

  await db.insert(schema.events).values([
    // A JSON null and an SQL null are different values of a jsonb column.
    { topic: 'json-null', payload: sql`'null'::jsonb`, audience: jsonb([]) },
    { topic: 'sql-null', payload: null, source: ODD_TEXT, audience: jsonb({ all: true }) },
    {
      id: 9_007_199_254_740_993n,
      topic: 'past 2^53',
      audience: sql`'12345678901234567890.5'::jsonb`,
    },
  ]);

  await db.execute(sql`
    insert into kinds (mood, tags, ratio, amount, span, label) values
      ('calm', array['a', 'b,c', '"q"', null, '', 'NULL'], 0.1,
        12345678901234567890.000000000000000001, '1 day -02:03:04.567891', 'parent'),
      (null, '{}', '-0', 'NaN', null, null),
      (null, null, 'Infinity', null, '-178000000 years', '')`);
  await db.execute(sql`
    insert into kinds (parent_id, mood, tags, ratio, label)
    values (1, 'stormy', array[array['x', 'y'], array['z', null]], 5e-324, 'child')`);
  // Many batches, and a row larger than a batch is meant to be.
  await db.execute(sql`
    insert into kinds (tags, ratio, label)
    select array[n::text], n / 7.0, 'row ' || n from generate_series(1, 2500) as n`);
  await db.execute(sql`insert into kinds (label) values (repeat('large ', 1000000))`);
  // The parent's new version now lies after its child: a copy in the files' order meets the
  // child first.
  await db.execute(sql`update kinds set label = 'parent, moved' where id = 1`);
}

const namesRows = z.object({ rows: z.array(z.object({ name: z.string() })) });
const textRows = z.object({ rows: z.array(z.object({ row: z.string() })) });

async function tablesOf(db: Database): Promise<string[]> {
  const { rows } = namesRows.parse(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`),
  );
  return rows.map((row) => row.name);
}

/**
 * The table's rows in their text form, sorted: unlike row_to_json it tells a JSON null from an
 * SQL null; time stamps are read in one zone so both engines print them alike.
 */
async function rowsOf(db: Database, table: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    const { rows } = textRows.parse(
      await tx.execute(sql.raw(`select t::text as row from public."${table}" t`)),
    );
    return rows.map((row) => row.row).sort();
  });
}

async function everyRowOf(db: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tablesOf(db)) all[table] = await rowsOf(db, table);
  return all;
}

const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.string() })) });

/** The ids the same new rows get: the sequences' next values. */
async function nextIds(db: Database): Promise<string[]> {
  const inserted = [
    sql`insert into users (email, fullname) values ('new@example.com', 'New') returning id`,
    sql`insert into events (topic, audience) values ('new', '[]') returning id`,
    sql`insert into kinds (label) values ('new') returning id`,
    sql`insert into sandbox_events (id, payload) values ('evt_new', '{}') returning seq as id`,
  ];
  const ids: string[] = [];
  for (const statement of inserted) {
    const { rows } = idRows.parse(await db.execute(statement));
    ids.push(rows[0]?.id ?? 'none');
  }
  return ids;
}

describe.each(directions)('copying the rows from %s to %s', (from, to) => {
  let source: Database;
  let target: Database;
  let copied: CopiedTable[];

  beforeAll(async () => {
    source = await openEmpty(from);
    await addKindsTable(source);
    await fillEveryTable(source);
    target = await openEmpty(to);
    await addKindsTable(target);
    copied = await copyAllRows(source, target);
  });

  it('copies every row of every table exactly and counts them', async () => {
    const tables = await tablesOf(source);
    expect(tables).toContain('kinds');
    expect(copied.map((table) => table.table)).toEqual(tables);
    for (const table of tables) {
      const rows = await rowsOf(source, table);
      expect(rows.length, `the test fills ${table}`).toBeGreaterThan(0);
      expect(await rowsOf(target, table), table).toEqual(rows);
      expect(copied.find((entry) => entry.table === table)?.rows, table).toBe(rows.length);
    }
  });

  it('sets the sequences: a new row gets the id it would have got in the source', async () => {
    const inTarget = await nextIds(target);
    expect(inTarget).toEqual(await nextIds(source));
  });
});

describe('refusals', () => {
  const targetEngine: Engine = onPostgres ? 'postgres' : 'pglite';
  let source: Database;

  beforeAll(async () => {
    source = await openEmpty('pglite');
    await addKindsTable(source);
    await fillEveryTable(source);
  });

  async function openTarget(): Promise<Database> {
    const target = await openEmpty(targetEngine);
    await addKindsTable(target);
    return target;
  }

  it('refuses a target holding a row, and leaves it as it was', async () => {
    const target = await openTarget();
    await target.insert(schema.users).values({ email: 'there@example.com', fullname: 'There' });
    const before = await everyRowOf(target);
    await expect(copyAllRows(source, target)).rejects.toThrow(
      "the target's table users already holds rows",
    );
    expect(await everyRowOf(target)).toEqual(before);
    expect(before.users).toHaveLength(1);
  });

  it('refuses databases migrated differently', async () => {
    const target = await openTarget();
    await target.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 1)`,
    );
    await expect(copyAllRows(source, target)).rejects.toThrow('were not migrated alike');
    expect(Object.values(await everyRowOf(target)).flat()).toEqual([]);
  });

  it('copies all or nothing: a row the target rejects leaves every table empty', async () => {
    const target = await openTarget();
    await target.execute(sql`alter table kinds add constraint no_child check (label <> 'child')`);
    const failure = await copyAllRows(source, target).then(
      () => null,
      (error: unknown) => error,
    );
    expect(messageOf(failure)).toContain('no_child');
    expect(Object.values(await everyRowOf(target)).flat()).toEqual([]);
  });
});

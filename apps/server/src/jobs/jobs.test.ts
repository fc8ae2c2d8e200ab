import type { DocVersion } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docContents } from '../db/schema';
import { plainText } from '../live/plain-text';
import { parseScrape } from '../modules/metrics/metrics-scrape';
import { saveContent } from '../modules/docs/docs-contents.repository';
import { useTestEnvironment } from '../test/harness';
import { sleep, until } from '../test/until';
import { mentioning } from '../test/rich-text';
import { buildWorld } from '../test/world';

/**
 * Background work on the job queue (issue 38): one doc whose saved state cannot be read used to
 * stop page history for every workspace. Now its job fails alone, is parked, and shows.
 */

const METRICS_TOKEN = 'jobs-test-metrics-token-0123456789';
const server = useTestEnvironment({
  config: {
    history: { quietMs: 300, atLeastEveryMs: 3_600_000, keepAllMs: 30 * 86_400_000 },
    inboxEmailAfterMs: 300,
    jobRetryDelayScale: 0,
    metrics: { token: METRICS_TOKEN, bind: null },
  },
});

/** Jobs retry and the history waits its quiet time: each wait allows for both. */
const JOB_WAIT = { ms: 30_000, everyMs: 100 };

async function scrape() {
  const response = await server.fetch('/api/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return parseScrape(await response.text());
}

const state = (text: string) => {
  const ydoc = new Y.Doc();
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  ydoc.getXmlFragment('default').insert(0, [paragraph]);
  return { state: Y.encodeStateAsUpdate(ydoc), text: plainText(ydoc) };
};

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', bob: { role: 'MEMBER', fullname: 'Bob Hopper' } },
    projects: { p: { right: 'EDIT' } },
  });
  const project = world.projects.p.id;
  const versions = async (docId: number) =>
    (
      await world.callAs('owner')<DocVersion[]>(
        'GET',
        `/projects/${project}/docs/${docId}/versions`,
      )
    ).body;
  return { world, project, versions };
}

describe('page history on the job queue', () => {
  it('versions every other doc and sends the e-mails while one doc cannot be read; that one is parked and shows in the metrics', async () => {
    const { world, project, versions } = await setting();
    const db = server.app.services.database.db;
    const authors = [world.people.owner.user.id];
    const empty = await world.newDoc(project, { name: 'Saved as nothing' });
    const garbled = await world.newDoc(project, { name: 'Garbled' });
    const healthy = await world.newDoc(project, { name: 'Healthy' });
    // The two broken states first: the sweep meets them before the healthy doc.
    await saveContent(db, empty.id, new Uint8Array(), '', authors);
    await saveContent(db, garbled.id, new Uint8Array([9, 200, 1, 77, 3]), 'garbled', authors);
    const written = state('Written and kept');
    await saveContent(db, healthy.id, written.state, written.text, authors);
    const bob = world.people.bob.user;
    await world.newLog(project, {
      title: 'Fuel',
      description: mentioning('Check the fuel, ', { id: bob.id, label: 'Bob Hopper' }),
    });

    const [version] = await until(
      () => versions(healthy.id),
      (list) => list.length === 1,
      JOB_WAIT,
    );
    expect(version!.words_added).toBe(3);
    const mail = await server.mail.waitFor(bob.email, /mention/, 30_000);
    expect(mail.text).toContain('Check the fuel');

    const parked = await until(
      scrape,
      (metrics) =>
        metrics.value('hangar_jobs', { queue: 'history-version', state: 'parked' }) === 2,
      JOB_WAIT,
    );
    // Each broken doc was tried five times (once and four retries), then left.
    expect(parked.value('hangar_job_failures_total', { queue: 'history-version' })).toBe(10);
    expect(await versions(empty.id)).toEqual([]);
    expect(await versions(garbled.id)).toEqual([]);
    // Its export says what is wrong instead of failing with a 500.
    const { token, headers } = world.as('owner');
    const exported = await server.fetch(
      `/api/projects/${project}/docs/${garbled.id}/export?format=markdown`,
      { headers: { ...headers, authorization: `Bearer ${token}` } },
    );
    expect(exported.status).toBe(409);
    expect(await exported.json()).toEqual({
      detail: "This doc's saved content cannot be read: restore a version from its page history.",
    });
    // Later sweeps leave the parked docs alone until they are saved again.
    await sleep(3000);
    const later = await scrape();
    expect(later.value('hangar_job_failures_total', { queue: 'history-version' })).toBe(10);
    const fixed = state('Saved again, readable');
    await saveContent(db, garbled.id, fixed.state, fixed.text, authors);
    await until(
      () => versions(garbled.id),
      (list) => list.length === 1,
      JOB_WAIT,
    );
  });

  it('gives the copy of a doc never opened a readable state, and its version', async () => {
    const { world, project, versions } = await setting();
    const original = await world.newDoc(project, { name: 'Never opened' });
    const copy = await world.callAs('owner')<{ id: number }>(
      'POST',
      `/projects/${project}/docs/${original.id}/duplicate`,
      { name: 'Its copy' },
    );
    expect(copy.status).toBe(201);
    const [saved] = await server.app.services.database.db
      .select({ state: docContents.state })
      .from(docContents)
      .where(eq(docContents.docId, copy.body.id));
    expect(saved!.state.length).toBeGreaterThan(0);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, saved!.state);
    expect(plainText(ydoc)).toBe('');
    await until(
      () => versions(copy.body.id),
      (list) => list.length === 1,
      JOB_WAIT,
    );
  });
});

import { SSE_READY_EVENT, eventTopics, parseLiveMessage } from '@hangar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../modules/docs/docs-contents.repository';
import { useTestEnvironment } from '../test/harness';
import { type LiveClient, useLiveClients } from '../test/live-client';
import { openEventStream, type ServerSentEvent } from '../test/sse-client';
import { startIdsAt } from '../test/sweeps/db-fingerprint';
import { buildFullWorkspace, type FullWorkspace } from '../test/sweeps/full-workspace';
import { revokedToken } from '../test/sweeps/revoked-credentials';
import { TOPIC_ACTIONS } from '../test/sweeps/topic-actions';

/** The victim's rows get ids from here, so an id of theirs in an event is seen at once. */
const VICTIM_FIRST_ID = 7_770_001;
const ATTACKER_FIRST_ID = 8_880_001;

const server = useTestEnvironment();
const openLive = useLiveClients(server);
let victim: FullWorkspace;
let attacker: FullWorkspace;
let revoked: string;

beforeAll(async () => {
  const db = server.app.services.database.db;
  await startIdsAt(db, VICTIM_FIRST_ID);
  victim = await buildFullWorkspace(server, { subscribed: true });
  revoked = await revokedToken(server, victim.people.owner);
  await startIdsAt(db, ATTACKER_FIRST_ID);
  attacker = await buildFullWorkspace(server);
});

const openDoc = (token: string): Promise<LiveClient> => openLive({ docId: victim.docId, token });

const streamUrl = (token: string) =>
  `${server.baseUrl}/api/sub?access_token=${encodeURIComponent(token)}`;

/** Whether an event names anything of the victim: one of its ids, or its tag. */
function isVictims(event: ServerSentEvent): boolean {
  const ids = event.data.match(/(?<!\d)7\d{6}(?!\d)/g) ?? [];
  return event.data.includes(victim.tag) || ids.some((id) => Number(id) >= VICTIM_FIRST_ID);
}

describe("the live channels of another tenant's doc", () => {
  it('refuse the other workspace owner, a signed-out token and a guest without rights', async () => {
    const owner = await openDoc(victim.people.owner.token);
    expect(owner.failed).toBeNull();
    owner.addParagraph(`${victim.tag} secret line`);
    await owner.waitUntilSaved();
    for (const token of [attacker.people.owner.token, revoked, victim.people.guest.token]) {
      const intruder = await openDoc(token);
      expect(intruder.failed).toBeTruthy();
      expect(intruder.text()).not.toContain(victim.tag);
    }
  });

  it("let a guest with VIEW read, but never carry their changes to the victim's doc", async () => {
    const owner = await openDoc(victim.people.owner.token);
    const viewer = await openDoc(victim.people.viewer.token);
    expect(viewer.scope()).toBe('readonly');
    viewer.addParagraph('Vandalism by a viewer');
    owner.addParagraph('Owner line after it');
    await viewer.waitForText((text) => text.includes('Owner line after it'));
    await owner.waitUntilSaved();
    // The viewer's change, sent first, had its turn; a newcomer and the stored content lack it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(owner.text()).not.toContain('Vandalism');
    const late = await openDoc(victim.people.owner.token);
    expect(late.text()).toContain('Owner line after it');
    expect(late.text()).not.toContain('Vandalism');
    const stored = await loadContent(server.app.services.database.db, victim.docId);
    expect(stored?.text).toContain('Owner line after it');
    expect(stored?.text).not.toContain('Vandalism');
  });
});

describe("the event stream of another tenant's owner", () => {
  it('refuses a signed-out token', async () => {
    const response = await fetch(streamUrl(revoked));
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it("never carries an event of the victim's workspace, whatever the topic", async () => {
    const observer = await openEventStream(streamUrl(victim.people.admin.token));
    const intruder = await openEventStream(streamUrl(attacker.people.owner.token));
    try {
      await observer.until((event) => event.event === SSE_READY_EVENT);
      await intruder.until((event) => event.event === SSE_READY_EVENT);
      for (const topic of eventTopics) {
        const response = await TOPIC_ACTIONS[topic](server, victim);
        expect(response.status, topic).toBeLessThan(300);
        // The victim's own people do get it: the change made an event of that topic.
        await observer.until(
          (event) => event.data.includes(`"topic":"${topic}"`) && isVictims(event),
        );
      }
      // A change of the attacker's own closes the list of what reached them meanwhile.
      const sentinel = `${attacker.tag} sentinel`;
      await server.api('PUT', `/groups/${attacker.groupId}`, {
        ...attacker.as(attacker.people.owner),
        body: { name: sentinel },
      });
      const received: ServerSentEvent[] = [];
      await intruder.until((event) => {
        received.push(event);
        return event.data.includes(`"group_id":${attacker.groupId}`);
      });
      const leaked = received
        .filter(isVictims)
        .map((event) => parseLiveMessage(JSON.parse(event.data)));
      expect(leaked).toEqual([]);
      expect(received.length).toBeGreaterThan(0);
    } finally {
      observer.close();
      intruder.close();
    }
  });
});

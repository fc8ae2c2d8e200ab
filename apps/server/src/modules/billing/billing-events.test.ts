import { describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';
import { billingOwner, GOOD_CARD } from './billing-fixtures';

const server = useTestEnvironment();

interface BillingMessage {
  topic: string;
  payload: { workspace_id: number; change: string };
  source: string | null;
}

describe('billing live events', () => {
  it("carry the caller's client id, the provider's own events during the call included", async () => {
    const owner = await billingOwner(server);
    const stream = await openEventStream(
      `${server.baseUrl}/api/sub?access_token=${owner.person.token}`,
    );
    try {
      await stream.until((event) => event.event === 'ready');
      await owner.subscribeWith(GOOD_CARD, 3);
      await owner.call('POST', '/billing/sandbox/clock', { days: 10 });
      await owner.call('PUT', '/billing/subscription/seats', { nb_seats: 5 });
      const seen: BillingMessage[] = [];
      // The first invoice, then the one for the added seats.
      let invoices = 0;
      await stream.until((event) => {
        const message = JSON.parse(event.data) as BillingMessage;
        if (message.topic !== 'billing') return false;
        seen.push(message);
        if (message.payload.change === 'invoice') invoices += 1;
        return invoices === 2;
      });
      expect(seen.map((message) => message.payload.change)).toEqual(
        expect.arrayContaining(['billing_info', 'plan', 'workspace', 'billing', 'invoice']),
      );
      for (const message of seen) {
        expect(message).toMatchObject({
          payload: { workspace_id: owner.workspace.id },
          source: 'test-client-01',
        });
      }
    } finally {
      stream.close();
    }
  });
});

import { eventEndpoints } from '@hangar/contracts/endpoints/events';
import { healthEndpoints } from '@hangar/contracts/endpoints/health';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const HEALTH = healthEndpoints.check.path;
const CHANNEL = eventEndpoints.subscribe.path;

/** base-url.ts and the live channel, loaded afresh under the current environment. */
async function loadApiModules() {
  vi.resetModules();
  const [{ apiUrl }, { connectLiveChannel }] = await Promise.all([
    import('./base-url'),
    import('./sse'),
  ]);
  return { apiUrl, connectLiveChannel };
}

/** The address the live channel opens, when no `url` option overrides it. */
async function liveChannelAddress(
  connectLiveChannel: Awaited<ReturnType<typeof loadApiModules>>['connectLiveChannel'],
): Promise<string> {
  const opened: string[] = [];
  const close = connectLiveChannel(new QueryClient(), {
    accessToken: () => Promise.resolve(null),
    createEventSource: (url) => {
      opened.push(url);
      return Object.assign(new EventTarget(), { close: () => undefined }) as unknown as EventSource;
    },
  });
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  close();
  return opened[0] ?? '';
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the API base', () => {
  it("is the host's /api by default", async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    const { apiUrl, connectLiveChannel } = await loadApiModules();
    expect(apiUrl(HEALTH)).toBe(`/api${HEALTH}`);
    expect(await liveChannelAddress(connectLiveChannel)).toBe(`/api${CHANNEL}`);
  });

  it('is VITE_API_BASE_URL when set, for calls and the live channel alike', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '/hangar/api/');
    const { apiUrl, connectLiveChannel } = await loadApiModules();
    expect(apiUrl(HEALTH)).toBe(`/hangar/api${HEALTH}`);
    expect(apiUrl('config')).toBe('/hangar/api/config');
    expect(await liveChannelAddress(connectLiveChannel)).toBe(`/hangar/api${CHANNEL}`);
  });
});

import { eventPayloads, type EventTopic } from '@hangar/contracts';
import { z } from 'zod';

/** Topics the instances tell each other about, never sent to a browser, with their payloads. */
const internalPayloads = {
  /** These sessions ended: close the live connections opened with them. */
  session: z.object({ session_ids: z.array(z.number().int()) }),
  /** Drop the live connections of these docs, so their editors are let in again as allowed. */
  liveDocs: z.object({ doc_ids: z.array(z.number().int()) }),
};
export const internalTopics = [
  'session',
  'liveDocs',
] as const satisfies readonly (keyof typeof internalPayloads)[];
type InternalTopic = (typeof internalTopics)[number];

/** Every topic of the bus and its payload: a publisher of the wrong shape does not compile. */
const busPayloads = { ...eventPayloads, ...internalPayloads };
export type BusTopic = EventTopic | InternalTopic;
type BusPayload<T extends BusTopic> = z.infer<(typeof busPayloads)[T]>;

/**
 * Who may receive an event. Empty means anyone subscribed; features fill it so the SSE route can
 * filter events to what each subscriber may see.
 */
export interface EventAudience {
  workspaceId?: number;
  userIds?: number[];
}

interface EventFields<T extends BusTopic> {
  topic: T;
  payload: BusPayload<T>;
  /** Client id of the call that caused the event, or null. */
  source: string | null;
}

export type NewLiveEvent = {
  [T in BusTopic]: EventFields<T> & { audience?: EventAudience };
}[BusTopic];

export type LiveEvent = {
  [T in BusTopic]: EventFields<T> & {
    /** Decimal string of the event's row id; ids grow across all instances. */
    id: string;
    audience: EventAudience;
  };
}[BusTopic];

/** An event a browser may receive (no internal topic). */
export type BrowserEvent = Extract<LiveEvent, { topic: EventTopic }>;

const internal: ReadonlySet<string> = new Set(internalTopics);

export function isBrowserEvent(event: LiveEvent): event is BrowserEvent {
  return !internal.has(event.topic);
}

const busTopic = z.enum([...(Object.keys(busPayloads) as BusTopic[])] as [BusTopic, ...BusTopic[]]);

/**
 * An event read back from the events table or from another instance, its payload checked
 * against its topic's; null when it does not match (a row written by another version).
 */
export function toLiveEvent(raw: {
  id: string;
  topic: string;
  payload: unknown;
  source: string | null;
  audience: EventAudience;
}): LiveEvent | null {
  const topic = busTopic.safeParse(raw.topic);
  if (!topic.success) return null;
  const payload = busPayloads[topic.data].safeParse(raw.payload);
  if (!payload.success) return null;
  // TypeScript cannot tie the payload's type to the topic read at run time; the map does.
  return { ...raw, topic: topic.data, payload: payload.data } as LiveEvent;
}

/**
 * Hears every event once. `superseded` is true for the events of a catch-up too large to replay
 * (see `EventBus.subscribe`): act on them, but a browser gets a `reset` instead of them.
 */
export type LiveEventListener = (event: LiveEvent, delivery: { superseded: boolean }) => void;

/** What a transport reports to the bus. */
export interface TransportHandlers {
  /** An event another instance published. */
  onEvent(event: LiveEvent): void;
  /** Another instance is back from an outage: look for events stored in the last `lookbackMs`. */
  onCatchUpRequest(lookbackMs: number): void;
  /**
   * The link to the other instances is broken (`reason`: the last error seen); what they sent
   * after `since` (epoch ms) may be missing.
   */
  onDown(since: number, reason: unknown): void;
  /** The link works again (subscribed, and both connections answer). */
  onUp(): void;
}

/**
 * Carries stored events to the other instances: nowhere (one process), or through Redis. Never
 * makes a caller wait: sending is fire-and-forget, and a failure shows as `onDown`.
 */
export interface EventTransport {
  start(handlers: TransportHandlers): Promise<void>;
  /** Sends the event to the other instances; settles once Redis echoed it back (or failed to). */
  broadcast(event: LiveEvent): Promise<void>;
  /** Asks every other instance to look for events stored in the last `lookbackMs`. */
  requestCatchUp(lookbackMs: number): void;
  close(): Promise<void>;
}

/** The client id of the call, echoed as the `source` of the events it causes. */
export type EventSource = string | null;

import type { EventTopic } from '@hangar/contracts';

/** Topics the instances tell each other about, never sent to a browser. */
export const internalTopics = ['session', 'liveDocs'] as const;
export type InternalTopic = (typeof internalTopics)[number];
export type BusTopic = EventTopic | InternalTopic;

/**
 * Who may receive an event. Empty means anyone subscribed; features fill it so the SSE route can
 * filter events to what each subscriber may see.
 */
export interface EventAudience {
  workspaceId?: number;
  userIds?: number[];
}

export interface NewLiveEvent {
  topic: BusTopic;
  payload: unknown;
  /** Client id of the call that caused the event, or null. */
  source: string | null;
  audience?: EventAudience;
}

export interface LiveEvent {
  /** Decimal string of the event's row id; ids grow across all instances. */
  id: string;
  topic: BusTopic;
  payload: unknown;
  source: string | null;
  audience: EventAudience;
}

/** An event a browser may receive (no internal topic). */
export type BrowserEvent = LiveEvent & { topic: EventTopic };

const internal: ReadonlySet<string> = new Set(internalTopics);

export function isBrowserEvent(event: LiveEvent): event is BrowserEvent {
  return !internal.has(event.topic);
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
  broadcast(event: LiveEvent): void;
  /** Asks every other instance to look for events stored in the last `lookbackMs`. */
  requestCatchUp(lookbackMs: number): void;
  close(): Promise<void>;
}

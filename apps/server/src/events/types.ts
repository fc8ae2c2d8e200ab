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

export type LiveEventListener = (event: LiveEvent) => void;

/** Carries stored events to every instance's listeners: in-process, or through Redis. */
export interface EventTransport {
  start(onEvent: LiveEventListener): Promise<void>;
  broadcast(event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

import type { EventTopic } from '@hangar/contracts';

/**
 * Who may receive an event. Empty means anyone subscribed; features fill it so the SSE route can
 * filter events to what each subscriber may see.
 */
export interface EventAudience {
  workspaceId?: number;
  userIds?: number[];
}

export interface NewLiveEvent {
  topic: EventTopic;
  payload: unknown;
  /** Client id of the call that caused the event, or null. */
  source: string | null;
  audience?: EventAudience;
}

export interface LiveEvent {
  /** Decimal string of the event's row id; ids grow across all instances. */
  id: string;
  topic: EventTopic;
  payload: unknown;
  source: string | null;
  audience: EventAudience;
}

export type LiveEventListener = (event: LiveEvent) => void;

/** Carries stored events to every instance's listeners: in-process, or through Redis. */
export interface EventTransport {
  start(onEvent: LiveEventListener): Promise<void>;
  broadcast(event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

/** A callout's kinds, each with its colour and its emoji unless one is chosen (no TipTap here). */
export const CALLOUT_KINDS = ['info', 'success', 'warning', 'danger'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

export const DEFAULT_CALLOUT_EMOJI: Record<CalloutKind, string> = {
  info: 'ℹ️',
  success: '✅',
  warning: '⚠️',
  danger: '🚨',
};

export function calloutKind(value: unknown): CalloutKind {
  return CALLOUT_KINDS.find((kind) => kind === value) ?? 'info';
}

/** The emoji a callout shows: its own, else its kind's. */
export function calloutEmoji(attrs: { kind?: unknown; emoji?: unknown }): string {
  return typeof attrs.emoji === 'string' && attrs.emoji !== ''
    ? attrs.emoji
    : DEFAULT_CALLOUT_EMOJI[calloutKind(attrs.kind)];
}

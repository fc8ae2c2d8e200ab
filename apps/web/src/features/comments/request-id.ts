import { useMemo, useRef } from 'react';

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts (not plain http). */
export function randomUuid(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `client_request_id` of what a box sends: made at the first try and kept through failed
 * ones, so a retry of a request that did reach the server creates nothing twice. Reset once sent.
 */
export function useRequestId() {
  const id = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (id.current ??= randomUuid()),
      reset: () => {
        id.current = null;
      },
    }),
    [],
  );
}

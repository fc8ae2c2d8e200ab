function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID only exists in secure contexts; plain http on a LAN address still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This tab's id, made once per page load. Sent with every call as `X-Client-Id`; the live
 * channel echoes it back as `source` so the tab can skip the events it caused itself.
 */
export const CLIENT_ID = randomId();

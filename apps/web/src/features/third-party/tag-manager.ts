import { isScriptLoaded, loadScript } from './load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';

function tagManagerScript(containerId: string): string {
  return `${TAG_MANAGER_HOST}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Google Tag Manager, as its snippet does it (without the inline script our CSP forbids):
 * the data layer's start event, then gtm.js. Called only once the visitor said yes.
 */
export function loadTagManager(containerId: string): void {
  const src = tagManagerScript(containerId);
  if (isScriptLoaded(src)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(src);
}

export function isTagManagerLoaded(containerId: string): boolean {
  return isScriptLoaded(tagManagerScript(containerId));
}

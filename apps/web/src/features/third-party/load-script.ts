const loaded = new Map<string, HTMLScriptElement>();

/** Adds `<script async src>` to the page once per address (a third party's loader). */
export function loadScript(src: string): HTMLScriptElement {
  const existing = loaded.get(src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  loaded.set(src, script);
  return script;
}

export function isScriptLoaded(src: string): boolean {
  return loaded.has(src);
}

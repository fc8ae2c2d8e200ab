import type MermaidApi from 'mermaid';
import { drawingCache } from '../drawing-cache';

type Mermaid = typeof MermaidApi;

export type Drawing = { svg: string } | { error: string };

let loading: Promise<Mermaid> | null = null;

/** Mermaid, loaded the first time a doc shows a diagram. */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null; // asked again by the next diagram drawn
      throw error;
    },
  );
  return loading;
}

/** The drawings made in this browser, by theme and source: a diagram shown again appears at once. */
const drawn = drawingCache('mermaid');
const key = (source: string, dark: boolean) => `${dark ? 'dark' : 'light'}\n${source}`;

export function drawnDiagram(source: string, dark: boolean): Drawing | null {
  const known = drawn.get(key(source, dark));
  if (known === null) return null;
  try {
    return JSON.parse(known) as Drawing;
  } catch {
    return null;
  }
}

/** Keeps a diagram drawn; a mistake is shown but not kept (a source being typed has many). */
function keep(source: string, dark: boolean, drawing: Drawing): Drawing {
  if ('svg' in drawing) drawn.set(key(source, dark), JSON.stringify(drawing));
  return drawing;
}

/** Draws `source` (Mermaid serializes its renders), or says why it cannot be drawn. */
export async function drawDiagram(id: string, source: string, dark: boolean): Promise<Drawing> {
  if (!source.trim()) return { error: 'Write a diagram above (for example “graph TD; A --> B”).' };
  const known = drawnDiagram(source, dark);
  if (known) return known;
  const mermaid = await loadMermaid();
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
  });
  try {
    await mermaid.parse(source);
    const { svg } = await mermaid.render(id, source);
    return keep(source, dark, { svg });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return keep(source, dark, { error: message.split('\n').slice(0, 4).join('\n') });
  }
}

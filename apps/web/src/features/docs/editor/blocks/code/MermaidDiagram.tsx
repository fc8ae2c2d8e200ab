import { Alert, Loader, useComputedColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type MermaidApi from 'mermaid';
import { useEffect, useId, useState } from 'react';

type Mermaid = typeof MermaidApi;

let loading: Promise<Mermaid> | null = null;

/** Mermaid, loaded the first time a doc shows a diagram. */
function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default);
  return loading;
}

type Drawing = { svg: string } | { error: string } | null;

async function draw(id: string, source: string, dark: boolean): Promise<Drawing> {
  if (!source.trim()) return { error: 'Write a diagram above (for example “graph TD; A --> B”).' };
  const mermaid = await loadMermaid();
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
  });
  try {
    await mermaid.parse(source);
    const { svg } = await mermaid.render(id, source);
    return { svg };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.split('\n').slice(0, 4).join('\n') };
  }
}

/** A Mermaid code block's diagram, drawn in the browser (strict: no scripts, no HTML labels). */
export function MermaidDiagram({ source }: { source: string }) {
  const [debounced] = useDebouncedValue(source, 300);
  const dark = useComputedColorScheme('light') === 'dark';
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const [drawing, setDrawing] = useState<Drawing>(null);

  useEffect(() => {
    let current = true;
    void draw(id, debounced, dark).then((result) => {
      if (current) setDrawing(result);
    });
    return () => {
      current = false;
    };
  }, [debounced, dark, id]);

  if (drawing === null) return <Loader size="sm" aria-label="Drawing the diagram" />;
  if ('error' in drawing) {
    return (
      <Alert
        color="red"
        variant="light"
        title="This diagram cannot be drawn"
        className="mermaid-error"
      >
        <pre>{drawing.error}</pre>
      </Alert>
    );
  }
  return (
    <div
      className="mermaid-diagram"
      role="img"
      aria-label="Diagram"
      // Mermaid's own output, sanitized by it (securityLevel 'strict').
      dangerouslySetInnerHTML={{ __html: drawing.svg }}
    />
  );
}

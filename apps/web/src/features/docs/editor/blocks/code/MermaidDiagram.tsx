import { Alert, Loader, useComputedColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { drawDiagram, drawnDiagram, type Drawing } from './mermaid-drawing';
import { useNearViewport } from './use-near-viewport';

/**
 * A Mermaid code block's diagram, drawn in the browser (strict: no scripts, no HTML labels): at
 * once when it is on or near the screen, otherwise when the browser is idle, so a doc of many
 * diagrams opens with the ones in view drawn first.
 */
export function MermaidDiagram({ source }: { source: string }) {
  const [debounced] = useDebouncedValue(source, 300);
  const dark = useComputedColorScheme('light') === 'dark';
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const place = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(place);
  const [drawing, setDrawing] = useState<Drawing | null>(() => drawnDiagram(source, dark));

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void drawDiagram(id, debounced, dark).then((result) => {
      if (current) setDrawing(result);
    });
    return () => {
      current = false;
    };
  }, [wanted, debounced, dark, id]);

  if (drawing === null) {
    return (
      <div ref={place} className="mermaid-pending">
        <Loader size="sm" aria-label="Drawing the diagram" />
      </div>
    );
  }
  if ('error' in drawing) {
    return (
      <Alert
        ref={place}
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
      ref={place}
      className="mermaid-diagram"
      role="img"
      aria-label="Diagram"
      // Mermaid's own output, sanitized by it (securityLevel 'strict').
      dangerouslySetInnerHTML={{ __html: drawing.svg }}
    />
  );
}

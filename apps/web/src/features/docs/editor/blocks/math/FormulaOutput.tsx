import { useEffect, useState } from 'react';
import { drawnFormula, formulaDrawing } from './katex-loader';

/**
 * A formula drawn by KaTeX (its mistakes shown in red in place, never thrown). Until KaTeX is
 * loaded, the LaTeX itself.
 */
export function FormulaOutput({ latex, display }: { latex: string; display: boolean }) {
  const [html, setHtml] = useState<string | null>(() => drawnFormula(latex, display));
  useEffect(() => {
    let current = true;
    void formulaDrawing(latex, display).then((drawing) => {
      if (current) setHtml(drawing);
    });
    return () => {
      current = false;
    };
  }, [latex, display]);

  if (html === null) return <code>{latex}</code>;
  // KaTeX's own markup of the formula (no \href or \html: `trust` stays off).
  return <span className="formula-output" dangerouslySetInnerHTML={{ __html: html }} />;
}

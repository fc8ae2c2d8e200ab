import { EDITOR_FIELD } from '@hangar/editor/fields';
import * as Y from 'yjs';
import { drawnDiagram, loadMermaid } from './code/mermaid-drawing';
import { isFormulaKept, loadKatex, loadKatexStyles } from './math/katex-loader';

interface DrawnContent {
  diagrams: string[];
  formulas: { latex: string; display: boolean }[];
}

/** The Mermaid sources and the formulas of a doc, wherever they are nested. */
function drawnContentOf(ydoc: Y.Doc): DrawnContent {
  const content: DrawnContent = { diagrams: [], formulas: [] };
  const walker = ydoc.getXmlFragment(EDITOR_FIELD).createTreeWalker(() => true);
  for (const node of walker) {
    if (!(node instanceof Y.XmlElement)) continue;
    if (node.nodeName === 'codeBlock' && node.getAttribute('language') === 'mermaid') {
      content.diagrams.push(node.toArray().map(String).join(''));
    } else if (node.nodeName === 'inlineMath' || node.nodeName === 'blockMath') {
      const latex = node.getAttribute('latex');
      if (latex) content.formulas.push({ latex, display: node.nodeName === 'blockMath' });
    }
  }
  return content;
}

/**
 * Starts loading what a doc's diagrams and formulas are drawn with, as soon as its saved content
 * is known and while the editor's own chunk loads: Mermaid and KaTeX when some of them were never
 * drawn in this browser, only KaTeX's stylesheet when all were (their kept drawings need nothing
 * else, and the editor starts sooner without compiling a library it will not use).
 */
export function preloadBlockChunks(ydoc: Y.Doc, dark: boolean): void {
  const { diagrams, formulas } = drawnContentOf(ydoc);
  if (diagrams.some((source) => drawnDiagram(source, dark) === null)) {
    loadMermaid().catch(() => undefined);
  }
  if (formulas.some(({ latex, display }) => !isFormulaKept(latex, display))) {
    loadKatex().catch(() => undefined);
  } else if (formulas.length > 0) {
    loadKatexStyles().catch(() => undefined);
  }
}

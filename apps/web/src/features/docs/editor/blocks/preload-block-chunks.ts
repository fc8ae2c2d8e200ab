import { loadMermaid } from './code/mermaid-drawing';
import { loadKatex } from './math/katex-loader';

/**
 * Starts loading the libraries a doc's blocks draw with (Mermaid, KaTeX) as soon as its saved
 * content is known, while the editor's own chunk loads: the browser compiles them meanwhile, and
 * the diagrams and formulas of the first screen are drawn sooner. The content (a Yjs update)
 * holds node names and attribute values as plain text: a doc that merely mentions "mermaid"
 * loads a chunk for nothing, which is harmless.
 */
export function preloadBlockChunks(contentState: string): void {
  let content: string;
  try {
    content = atob(contentState);
  } catch {
    return;
  }
  if (content.includes('mermaid')) loadMermaid().catch(() => undefined);
  if (content.includes('inlineMath') || content.includes('blockMath')) {
    loadKatex().catch(() => undefined);
  }
}

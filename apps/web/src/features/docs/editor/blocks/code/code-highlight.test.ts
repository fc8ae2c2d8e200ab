import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { testDocEditor } from '../../test-editor';
import { codeHighlightKey } from './code-highlight';
import { loadLowlight } from './lowlight-loader';

async function highlightedEditor(): Promise<Editor> {
  await loadLowlight();
  const editor = testDocEditor(
    '<p>Before the code</p><pre><code class="language-ts">const stage = 1;</code></pre><p>After</p>',
    { attached: true },
  );
  // The grammars are loaded: the plugin's view redraws once they are there.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return editor;
}

/** The words of the code the highlighting marks as keywords. */
const keywords = (target: Editor) =>
  (codeHighlightKey.getState(target.state)?.find() ?? [])
    .filter((decoration) => decoration.spec.className === 'hljs-keyword')
    .map((decoration) => target.state.doc.textBetween(decoration.from, decoration.to));

describe('code highlighting', () => {
  it('keeps the code highlighted while text is typed elsewhere, and follows edits of the code', async () => {
    const target = await highlightedEditor();
    expect(keywords(target)).toEqual(['const']);

    target.commands.insertContentAt(1, 'Just ');
    target.commands.insertContentAt(target.state.doc.content.size - 1, ' all');
    expect(target.view.dom.querySelector('p')?.textContent).toBe('Just Before the code');
    expect(keywords(target)).toEqual(['const']);

    let codeStart = 0;
    target.state.doc.descendants((node, pos) => {
      if (node.type.name === 'codeBlock') codeStart = pos + 1;
      return true;
    });
    target.commands.insertContentAt(codeStart, 'let other = 2;\n');
    expect(keywords(target)).toEqual(['let', 'const']);
  });
});

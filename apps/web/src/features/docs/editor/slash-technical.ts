import {
  IconBrandYoutube,
  IconMathFunction,
  IconMathXDivideY,
  IconSitemap,
} from '@tabler/icons-react';
import { openEmbedDialog } from './blocks/embed/open-embed-dialog';
import type { SlashCommand } from './slash-command';

const MERMAID_EXAMPLE = 'graph TD\n  Idea --> Draft\n  Draft --> Review\n  Review --> Launch';

/** An empty formula to type, on its own line or in the text; `keyword` is its own search word. */
function formula(
  type: 'blockMath' | 'inlineMath',
  keyword: string,
  command: Pick<SlashCommand, 'id' | 'title' | 'description' | 'icon'>,
): SlashCommand {
  return {
    ...command,
    keywords: ['equation', 'latex', 'katex', 'tex', keyword],
    run: (chain) => chain.insertContent({ type, attrs: { latex: '' } }).run(),
  };
}

/** The slash menu's technical blocks (issue 39): diagrams, formulas and embeds. */
export const TECHNICAL_SLASH_COMMANDS: SlashCommand[] = [
  {
    id: 'mermaid',
    title: 'Mermaid diagram',
    description: 'A flowchart or sequence, drawn from text',
    icon: IconSitemap,
    keywords: ['diagram', 'flowchart', 'chart', 'graph', 'sequence'],
    run: (chain) =>
      chain
        .insertContent({
          type: 'codeBlock',
          attrs: { language: 'mermaid' },
          content: [{ type: 'text', text: MERMAID_EXAMPLE }],
        })
        .run(),
  },
  formula('blockMath', 'display', {
    id: 'math-block',
    title: 'Math formula',
    description: 'A formula on its own line (LaTeX)',
    icon: IconMathFunction,
  }),
  formula('inlineMath', 'math', {
    id: 'math-inline',
    title: 'Inline formula',
    description: 'A formula in the text (or type $…$)',
    icon: IconMathXDivideY,
  }),
  {
    id: 'embed',
    title: 'Embed',
    description: 'YouTube, Vimeo, Loom, Figma, Miro, Google Docs, CodePen',
    icon: IconBrandYoutube,
    keywords: ['video', 'iframe', 'youtube', 'figma', 'miro', 'loom', 'vimeo', 'codepen', 'google'],
    run: (chain) =>
      chain
        .command(({ editor }) => {
          queueMicrotask(() => openEmbedDialog(editor));
          return true;
        })
        .run(),
  },
];

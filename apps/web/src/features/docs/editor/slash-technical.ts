import {
  IconBrandYoutube,
  IconMathFunction,
  IconMathXDivideY,
  IconSitemap,
} from '@tabler/icons-react';
import { openEmbedDialog } from './blocks/embed/open-embed-dialog';
import type { SlashCommand } from './slash-command';

const MERMAID_EXAMPLE = 'graph TD\n  Idea --> Draft\n  Draft --> Review\n  Review --> Launch';

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
  {
    id: 'math-block',
    title: 'Math formula',
    description: 'A formula on its own line (LaTeX)',
    icon: IconMathFunction,
    keywords: ['equation', 'latex', 'katex', 'tex', 'display'],
    run: (chain) => chain.insertContent({ type: 'blockMath', attrs: { latex: '' } }).run(),
  },
  {
    id: 'math-inline',
    title: 'Inline formula',
    description: 'A formula in the text (or type $…$)',
    icon: IconMathXDivideY,
    keywords: ['equation', 'latex', 'katex', 'tex', 'math'],
    run: (chain) => chain.insertContent({ type: 'inlineMath', attrs: { latex: '' } }).run(),
  },
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

import type { ChainedCommands } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import {
  IconCaretRightFilled,
  IconColumns2,
  IconColumns3,
  IconInfoCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconAlertOctagon,
  IconListTree,
  IconSitemap,
} from '@tabler/icons-react';
import type { CalloutKind } from '@hangar/editor/blocks/callout-kinds';
import type { SlashCommand } from './slash-command';

const CALLOUTS: {
  kind: CalloutKind;
  title: string;
  icon: typeof IconInfoCircle;
  keywords: string[];
}[] = [
  { kind: 'info', title: 'Info callout', icon: IconInfoCircle, keywords: ['note', 'important'] },
  { kind: 'success', title: 'Success callout', icon: IconCircleCheck, keywords: ['tip', 'done'] },
  { kind: 'warning', title: 'Warning callout', icon: IconAlertTriangle, keywords: ['caution'] },
  { kind: 'danger', title: 'Danger callout', icon: IconAlertOctagon, keywords: ['error', 'alert'] },
];

/** Puts the caret in the first text of the `name` block around it (after it was inserted). */
function enter(chain: ChainedCommands, name: string): ChainedCommands {
  return chain.command(({ tr }) => {
    const { $from } = tr.selection;
    for (let depth = $from.depth; depth > 0; depth -= 1) {
      if ($from.node(depth).type.name === name) {
        tr.setSelection(TextSelection.near(tr.doc.resolve($from.start(depth))));
        break;
      }
    }
    return true;
  });
}

const emptyColumn = { type: 'column', content: [{ type: 'paragraph' }] };

function columns(count: 2 | 3): SlashCommand {
  return {
    id: `columns${count}`,
    title: `${count} columns`,
    description: `Blocks side by side, stacked on phones`,
    icon: count === 2 ? IconColumns2 : IconColumns3,
    keywords: ['layout', 'side', 'grid'],
    run: (chain) =>
      enter(
        chain.insertContent({ type: 'columns', content: Array(count).fill(emptyColumn) }),
        'columns',
      ).run(),
  };
}

/** The slash menu's structural blocks (issue 39): callouts, toggles, columns, contents, subpages. */
export const STRUCTURE_SLASH_COMMANDS: SlashCommand[] = [
  ...CALLOUTS.map(({ kind, title, icon, keywords }): SlashCommand => ({
    id: `callout-${kind}`,
    title,
    description: `A ${kind} box with an emoji`,
    icon,
    keywords: ['callout', 'box', kind, ...keywords],
    run: (chain) => chain.setCallout(kind).run(),
  })),
  {
    id: 'toggle',
    title: 'Toggle',
    description: 'Content that opens and closes',
    icon: IconCaretRightFilled,
    keywords: ['details', 'collapse', 'expand', 'accordion', 'fold'],
    run: (chain) => chain.setDetails().run(),
  },
  columns(2),
  columns(3),
  {
    id: 'toc',
    title: 'Table of contents',
    description: 'The headings, each a link',
    icon: IconListTree,
    keywords: ['toc', 'outline', 'headings'],
    run: (chain) => chain.insertContent([{ type: 'tableOfContents' }, { type: 'paragraph' }]).run(),
  },
  {
    id: 'subpages',
    title: 'Subpages',
    description: 'The pages under this one',
    icon: IconSitemap,
    keywords: ['children', 'child', 'pages'],
    run: (chain) => chain.insertContent([{ type: 'subpages' }, { type: 'paragraph' }]).run(),
  },
];

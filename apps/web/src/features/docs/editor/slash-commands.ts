import type { Editor } from '@tiptap/core';
import type { SlashCommand, SlashContext } from './slash-command';
import { TECHNICAL_SLASH_COMMANDS } from './slash-technical';
import {
  IconBlockquote,
  IconCode,
  IconH1,
  IconH2,
  IconH3,
  IconList,
  IconListCheck,
  IconListNumbers,
  IconPhoto,
  IconSeparatorHorizontal,
  IconTable,
  IconTextSize,
} from '@tabler/icons-react';
import { STRUCTURE_SLASH_COMMANDS } from './slash-structure';
import { TEXT_SLASH_COMMANDS } from './slash-text';
import { SLASH_VIEWS } from './slash-views';
import { FILE_SLASH_COMMANDS } from './slash-files';

/** The slash menu's blocks (issue 6: headings, lists, task lists, quotes, code, tables, images, rules). */
export const SLASH_COMMANDS: SlashCommand[] = [
  {
    id: 'text',
    title: 'Text',
    description: 'Plain paragraph',
    icon: IconTextSize,
    keywords: ['paragraph', 'p'],
    run: (chain) => chain.setParagraph().run(),
  },
  ...([1, 2, 3] as const).map((level): SlashCommand => ({
    id: `heading${level}`,
    title: `Heading ${level}`,
    description:
      ['Big section title', 'Medium section title', 'Small section title'][level - 1] ?? '',
    icon: [IconH1, IconH2, IconH3][level - 1] ?? IconH1,
    keywords: ['title', `h${level}`],
    run: (chain) => chain.setHeading({ level }).run(),
  })),
  {
    id: 'bullets',
    title: 'Bulleted list',
    description: 'A simple list',
    icon: IconList,
    keywords: ['unordered', 'ul', 'bullet'],
    run: (chain) => chain.toggleBulletList().run(),
  },
  {
    id: 'numbers',
    title: 'Numbered list',
    description: 'A list with numbers',
    icon: IconListNumbers,
    keywords: ['ordered', 'ol'],
    run: (chain) => chain.toggleOrderedList().run(),
  },
  {
    id: 'tasks',
    title: 'Task list',
    description: 'Things to do, to tick off',
    icon: IconListCheck,
    keywords: ['todo', 'checkbox', 'check'],
    run: (chain) => chain.toggleTaskList().run(),
  },
  {
    id: 'quote',
    title: 'Quote',
    description: 'Someone’s words',
    icon: IconBlockquote,
    keywords: ['blockquote', 'citation'],
    run: (chain) => chain.toggleBlockquote().run(),
  },
  {
    id: 'code',
    title: 'Code block',
    description: 'Code, as written',
    icon: IconCode,
    keywords: ['pre', 'snippet'],
    run: (chain) => chain.toggleCodeBlock().run(),
  },
  {
    id: 'table',
    title: 'Table',
    description: '3 × 3, with a header row',
    icon: IconTable,
    keywords: ['grid', 'columns'],
    run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  {
    id: 'image',
    title: 'Image',
    description: 'PNG, JPEG, GIF or WebP',
    icon: IconPhoto,
    keywords: ['picture', 'photo', 'upload'],
    run: (chain, context) => {
      chain.run();
      context.pickImage();
    },
  },
  {
    id: 'divider',
    title: 'Divider',
    description: 'A horizontal rule',
    icon: IconSeparatorHorizontal,
    keywords: ['hr', 'rule', 'line', 'separator'],
    run: (chain) => chain.setHorizontalRule().run(),
  },
  ...STRUCTURE_SLASH_COMMANDS,
  ...TEXT_SLASH_COMMANDS,
  ...SLASH_VIEWS,
  ...TECHNICAL_SLASH_COMMANDS,
  ...FILE_SLASH_COMMANDS,
];

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** How well a command answers the query: 0 for its title's start, then its words, then any part. */
function rank(command: SlashCommand, query: string[]): number | null {
  const title = command.title.toLowerCase();
  const titleWords = words(title);
  const found = query.every(
    (word) => title.includes(word) || command.keywords.some((keyword) => keyword.startsWith(word)),
  );
  if (!found) return null;
  if (title.startsWith(query.join(' '))) return 0;
  return query.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word))) ? 1 : 2;
}

/**
 * The commands the query finds, the best first: every word of it ('heading 2', 'bullet list')
 * must be part of the title or start one of its keywords.
 */
export function filterSlashCommands(query: string): SlashCommand[] {
  const wanted = words(query);
  if (wanted.length === 0) return SLASH_COMMANDS;
  return SLASH_COMMANDS.map((command) => ({ command, rank: rank(command, wanted) }))
    .filter((entry): entry is { command: SlashCommand; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.command);
}

/**
 * Whether the menu stays open for what follows the '/': a query may hold spaces ('heading 2'),
 * but a space right after the slash, two spaces in a row, or a space after words that already
 * found nothing mean the '/' was just text, and the menu closes for good.
 */
export function slashMenuStaysOpen(query: string): boolean {
  if (/^\s|\s\s/.test(query)) return false;
  const lastSpace = query.search(/\s\S*$/);
  return lastSpace < 0 || filterSlashCommands(query.slice(0, lastSpace)).length > 0;
}

/** Runs a command in place of the '/query' text. */
export function runSlashCommand(
  editor: Editor,
  range: { from: number; to: number },
  command: SlashCommand,
  context: SlashContext,
): void {
  command.run(editor.chain().focus().deleteRange(range), context);
}

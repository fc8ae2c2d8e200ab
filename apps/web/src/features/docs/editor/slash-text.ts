import { IconMoodSmile } from '@tabler/icons-react';
import { OPEN_EMOJI_PICKER } from './emoji/open-picker';
import type { SlashCommand } from './slash-command';

/** The slash menu's text tools (issue 39): the emoji picker. */
export const TEXT_SLASH_COMMANDS: SlashCommand[] = [
  {
    id: 'emoji',
    title: 'Emoji',
    description: 'Pick one by name (or type “:” and a name)',
    icon: IconMoodSmile,
    keywords: ['smiley', 'emoticon', 'icon'],
    run: (chain) =>
      chain
        .command(({ view }) => {
          view.dom.dispatchEvent(new CustomEvent(OPEN_EMOJI_PICKER));
          return true;
        })
        .run(),
  },
];

import { IconPaperclip } from '@tabler/icons-react';
import type { SlashCommand } from './slash-command';

/** The slash menu's File block (issue 39 "Files of any kind"): picks a file and attaches it. */
export const FILE_SLASH_COMMANDS: SlashCommand[] = [
  {
    id: 'file',
    title: 'File',
    description: 'PDF, document, archive, audio or video',
    icon: IconPaperclip,
    keywords: ['attachment', 'pdf', 'upload', 'video', 'audio', 'document'],
    run: (chain, context) => {
      chain.run();
      context.pickFile?.();
    },
  },
];

import type { ChainedCommands } from '@tiptap/core';
import type { IconH1 } from '@tabler/icons-react';

/** What a command may need besides the editor: the image and file pickers. */
export interface SlashContext {
  pickImage: () => void;
  /** Opens the picker of files to attach (absent where files cannot be attached). */
  pickFile?: () => void;
}

export interface SlashCommand {
  id: string;
  title: string;
  description: string;
  icon: typeof IconH1;
  /** Other words that find it. */
  keywords: string[];
  /** Runs on a chain where the '/query' text is already removed. */
  run: (chain: ChainedCommands, context: SlashContext) => void;
}

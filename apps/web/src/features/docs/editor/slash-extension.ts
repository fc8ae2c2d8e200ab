import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';
import { filterSlashCommands, runSlashCommand, slashMenuStaysOpen } from './slash-commands';
import type { SlashCommand } from './slash-command';
import { SlashMenu } from './SlashMenu';
import { suggestionList } from './suggestion-list';

export interface SlashOptions {
  /** Opens the image picker (the Image command). */
  pickImage: () => void;
  /** Opens the picker of files to attach (the File command). */
  pickFile?: () => void;
}

/** Typing '/' opens the block menu (TipTap's Suggestion utility). */
export const SlashCommands = Extension.create<SlashOptions>({
  name: 'slashCommands',

  addOptions() {
    return { pickImage: () => {} };
  },

  addProseMirrorPlugins() {
    const context = {
      pickImage: () => this.options.pickImage(),
      pickFile: () => this.options.pickFile?.(),
    };
    return [
      Suggestion<SlashCommand, SlashCommand>({
        editor: this.editor,
        pluginKey: new PluginKey('slashCommands'),
        char: '/',
        // '/heading 2', '/bullet list': the query goes on across spaces while it finds blocks.
        allowSpaces: true,
        shouldShow: ({ query }) => slashMenuStaysOpen(query),
        items: ({ query }) => filterSlashCommands(query),
        command: ({ editor, range, props }) => runSlashCommand(editor, range, props, context),
        render: suggestionList(SlashMenu, ({ items, command }) => ({ items, command })),
      }),
    ];
  },
});

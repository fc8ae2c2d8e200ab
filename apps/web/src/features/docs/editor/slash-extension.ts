import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { ReactRenderer } from '@tiptap/react';
import Suggestion from '@tiptap/suggestion';
import {
  filterSlashCommands,
  runSlashCommand,
  slashMenuStaysOpen,
  type SlashCommand,
} from './slash-commands';
import { SlashMenu, type SlashMenuHandle, type SlashMenuProps } from './SlashMenu';

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
        render: () => {
          let renderer: ReactRenderer<SlashMenuHandle, SlashMenuProps> | null = null;
          let unmount: (() => void) | null = null;
          return {
            onStart: (props) => {
              renderer = new ReactRenderer(SlashMenu, {
                props: { items: props.items, command: props.command },
                editor: props.editor,
              });
              renderer.element.style.zIndex = '300';
              unmount = props.mount(renderer.element);
            },
            onUpdate: (props) => {
              renderer?.updateProps({ items: props.items, command: props.command });
            },
            // Escape is the plugin's: it closes the menu and keeps the typed text.
            onKeyDown: ({ event }) => {
              if (event.key === 'Escape') return false;
              return renderer?.ref?.onKeyDown(event) ?? false;
            },
            onExit: () => {
              unmount?.();
              renderer?.destroy();
              unmount = null;
              renderer = null;
            },
          };
        },
      }),
    ];
  },
});

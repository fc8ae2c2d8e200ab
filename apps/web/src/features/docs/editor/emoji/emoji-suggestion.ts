import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';
import { loadEmoji } from './emoji-data';
import { suggestionList } from '../suggestion-list';
import { EmojiList } from './EmojiList';
import { isEmojiQuery, searchEmoji, type EmojiEntry } from './emoji-search';

export const emojiSuggestionKey = new PluginKey('emojiSuggestion');

/** How many emoji the `:` list shows. */
const LIST_LENGTH = 8;

/**
 * Typing `:` then a name (`:rock`) at the start of the text or after a space lists matching emoji;
 * arrows pick, Enter or Tab puts the emoji's character in place of `:rock` (plain text).
 */
export const EmojiSuggestion = Extension.create({
  name: 'emojiSuggestion',

  addProseMirrorPlugins() {
    return [
      Suggestion<EmojiEntry, EmojiEntry>({
        editor: this.editor,
        pluginKey: emojiSuggestionKey,
        char: ':',
        allowedPrefixes: [' '],
        shouldShow: ({ query }) => isEmojiQuery(query),
        items: async ({ query }) => searchEmoji(await loadEmoji(), query, LIST_LENGTH),
        command: ({ editor, range, props }) => {
          editor
            .chain()
            .focus()
            .command(({ tr }) => {
              tr.insertText(props.emoji, range.from, range.to);
              return true;
            })
            .run();
        },
        render: suggestionList(EmojiList, ({ items, command }) => ({ items, command })),
      }),
    ];
  },
});

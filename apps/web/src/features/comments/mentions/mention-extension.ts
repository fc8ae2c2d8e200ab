import type { CommentAuthor } from '@hangar/contracts/comments';
import type { Editor, JSONContent, Range } from '@tiptap/core';
import { PersonMention } from '@hangar/editor';
import { PluginKey } from '@tiptap/pm/state';
import { suggestionList } from '../../docs/editor/suggestion-list';
import { mentionQueryFits } from '../mention-text';
import { MentionList } from './MentionList';
import classes from './mentions.module.css';

/**
 * @mentions of people in rich text (issue 21): docs and log descriptions. The node is TipTap's
 * `mention` with only `id` (the user's id, in decimal digits) and `label` (their full name): the
 * server reads it as `{type: 'mention', attrs: {id, label}}` in a log's JSON and as the Yjs
 * element `mention` with those attributes in a doc, and tells the people mentioned.
 */
const MENTION_NODE = 'mention';

/** Whose readers the @ list offers (GET /projects/{id}/mentionable). */
export interface MentionSource {
  workspaceId: number;
  projectId: number;
}

export interface MentionAttrs {
  id: string;
  label: string;
}

export function mentionAttrs(person: Pick<CommentAuthor, 'id' | 'fullname'>): MentionAttrs {
  return { id: String(person.id), label: person.fullname.trim() };
}

/** What picking someone inserts: their mention, then a space. */
export function mentionContent(person: Pick<CommentAuthor, 'id' | 'fullname'>): JSONContent[] {
  return [
    { type: MENTION_NODE, attrs: { ...mentionAttrs(person) } },
    { type: 'text', text: ' ' },
  ];
}

/** Replaces the typed "@na" with the mention (and its space, unless one follows already). */
export function insertMentionAt(editor: Editor, range: Range, person: CommentAuthor): void {
  const to = editor.state.selection.$to.nodeAfter?.text?.startsWith(' ') ? range.to + 1 : range.to;
  editor.chain().focus().insertContentAt({ from: range.from, to }, mentionContent(person)).run();
}

/** What may come right before the "@" (as in comments: "ada@example.com" mentions no one). */
const ALLOWED_PREFIXES = [' ', '\u00a0', '(', '"', "'", '“', '‘'];

/**
 * The `mention` node, and with a source the @ list: typing "@" offers the people who can read the
 * project, filtered as one types; arrows and Enter (or Tab) pick one, Escape closes the list.
 * Without a source (the public share pages, the print view) mentions only show.
 */
export function mentionExtension(source: MentionSource | null) {
  return PersonMention.configure({
    HTMLAttributes: { class: classes.mention },
    deleteTriggerWithBackspace: true,
    suggestion: source
      ? {
          char: '@',
          pluginKey: new PluginKey('mentionSuggestion'),
          // "@Grace Hopper": the name goes on across spaces, for a few words.
          allowSpaces: true,
          allowedPrefixes: ALLOWED_PREFIXES,
          shouldShow: ({ query }) => mentionQueryFits(query),
          items: () => [],
          render: suggestionList(MentionList, ({ editor, query, range }) => ({
            ...source,
            editor,
            query,
            pick: (person: CommentAuthor) => insertMentionAt(editor, range, person),
          })),
        }
      : { allow: () => false },
  });
}

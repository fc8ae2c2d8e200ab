import type { Editor } from '@tiptap/core';
import type { Key, ReactNode, Ref } from 'react';
import type { SuggestionListHandle } from './suggestion-list';
import { SuggestionOption } from './SuggestionOption';
import { SuggestionPanel } from './SuggestionPanel';
import { useEditorListbox, useSuggestionKeys } from './use-suggestion-keys';

interface EditorSuggestionListProps<Item> {
  /** The editor the list's trigger is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  items: Item[];
  pick: (item: Item) => void;
  ref?: Ref<SuggestionListHandle> | undefined;
  /** Shows nothing while false (the keys still follow `items`). */
  open?: boolean;
  /** The words of the ids, e.g. `{ list: 'people', option: 'person' }`. */
  idNames: { list: string; option: string };
  label: string;
  width: number | string;
  maxHeight: string;
  /** Said instead of the list while it has no options; null once it has some. */
  empty: ReactNode;
  optionClassName: string | undefined;
  keyOf: (item: Item) => Key;
  renderOption: (item: Item) => ReactNode;
}

/**
 * A list at the caret driven from its editor (the @ and [[ lists): the arrows move, Enter picks,
 * and `aria-activedescendant` on the editor names the option Enter would pick.
 */
export function EditorSuggestionList<Item>(props: EditorSuggestionListProps<Item>) {
  const { editor, items, pick, ref, open = true, idNames, label } = props;
  const { selected, setSelected, list } = useSuggestionKeys(items, pick, ref);
  const { listId, optionId } = useEditorListbox(editor, idNames, selected);

  if (!open) return null;
  return (
    <SuggestionPanel width={props.width} maxHeight={props.maxHeight} empty={props.empty}>
      <div ref={list} id={listId} role="listbox" aria-label={label}>
        {items.map((item, index) => (
          <SuggestionOption
            key={props.keyOf(item)}
            id={optionId(index)}
            // The editor keeps the focus: the options are picked with the keys or the mouse.
            tabIndex={-1}
            selected={index === selected}
            className={props.optionClassName}
            onSelect={() => setSelected(index)}
            onPick={() => pick(item)}
          >
            {props.renderOption(item)}
          </SuggestionOption>
        ))}
      </div>
    </SuggestionPanel>
  );
}

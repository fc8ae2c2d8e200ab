import type { Editor } from '@tiptap/core';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { SuggestionListHandle } from './suggestion-list';

/**
 * The keys of a suggestion list while the editor keeps the focus: arrows move round the list,
 * Enter or Tab without a modifier picks. A new list starts again from its first entry, and the
 * entry picked with the arrows stays in sight in `list` when it scrolls.
 */
export function useSuggestionKeys<Item>(
  items: readonly Item[],
  pick: (item: Item) => void,
  ref: Ref<SuggestionListHandle> | undefined,
) {
  const [chosen, setSelected] = useState(0);
  const [itemsSeen, setItemsSeen] = useState(items);
  if (itemsSeen !== items) {
    setItemsSeen(items);
    setSelected(0);
  }
  const selected = Math.min(chosen, items.length - 1);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.querySelector('[data-selected]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, items]);

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (items.length === 0 || event.isComposing) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSelected((current) => (current + step + items.length) % items.length);
        return true;
      }
      const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
        const item = items[selected];
        if (item !== undefined) pick(item);
        return true;
      }
      return false;
    },
  }));

  return { selected, setSelected, list };
}

/**
 * The ids of a list the editor drives (`list`) and of its options, and the editor's attributes
 * that tell assistive technology which option Enter would pick (`selected`; none below 0).
 */
export function useEditorListbox(
  editor: Editor,
  names: { list: string; option: string },
  selected: number,
) {
  const baseId = useId();
  const listId = `${baseId}-${names.list}`;
  const optionId = (index: number) => `${baseId}-${names.option}-${index}`;
  const active = selected < 0 ? null : optionId(selected);
  useEffect(() => {
    // TipTap 3 has no element before the editor is in the page.
    const element = editor.isDestroyed ? null : (editor.view.dom as HTMLElement | undefined);
    if (!element || !active) return;
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    element.setAttribute('aria-activedescendant', active);
    return () => {
      element.removeAttribute('aria-autocomplete');
      element.removeAttribute('aria-controls');
      element.removeAttribute('aria-activedescendant');
    };
  }, [editor, listId, active]);
  return { listId, optionId };
}

import { ReactRenderer } from '@tiptap/react';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import type { Editor } from '@tiptap/core';
import type { FunctionComponent, Ref } from 'react';

/** What a suggestion's list answers: the keys it uses (arrows, Enter, Tab). */
export interface SuggestionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** What a list at the caret gets from its suggestion, besides where to look. */
export interface CaretListProps<Item> {
  /** The editor the trigger is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  /** What follows the trigger so far. */
  query: string;
  pick: (item: Item) => void;
  ref?: Ref<SuggestionListHandle>;
}

/**
 * The `render` of a suggestion whose list is a React component: drawn with the props `propsOf`
 * makes of the suggestion's, mounted where the plugin places it, above the page's menus. Arrows,
 * Enter and Tab are the list's; Escape is the plugin's (it closes the list and keeps the text).
 */
export function suggestionList<Item, Selected, Props extends { ref?: Ref<SuggestionListHandle> }>(
  component: FunctionComponent<Props>,
  propsOf: (props: SuggestionProps<Item, Selected>) => Props,
) {
  return () => {
    let renderer: ReactRenderer<SuggestionListHandle, Props> | null = null;
    let unmount: (() => void) | null = null;
    return {
      onStart: (props: SuggestionProps<Item, Selected>) => {
        renderer = new ReactRenderer(component, { props: propsOf(props), editor: props.editor });
        renderer.element.style.zIndex = '300';
        unmount = props.mount(renderer.element);
      },
      onUpdate: (props: SuggestionProps<Item, Selected>) => {
        renderer?.updateProps(propsOf(props));
      },
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
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
  };
}

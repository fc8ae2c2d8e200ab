import type { CommentAuthor } from '@hangar/contracts/comments';
import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useMentionable } from '../comments-queries';
import { PersonAvatar } from '../components/PersonAvatar';
import { showsMentionList } from '../mention-text';
import classes from './mentions.module.css';

export interface MentionListHandle {
  /** Arrow keys move, Enter or Tab picks; returns whether the key was used. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface MentionListProps {
  workspaceId: number;
  projectId: number;
  /** The editor the "@" is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  /** What follows the "@" so far. */
  query: string;
  pick: (person: CommentAuthor) => void;
  ref?: Ref<MentionListHandle>;
}

const NO_ONE: CommentAuthor[] = [];

/** The editor's element, once it is in the page (TipTap 3 has none before). */
function editorElement(editor: Editor): HTMLElement | null {
  return editor.isDestroyed ? null : ((editor.view.dom as HTMLElement | undefined) ?? null);
}

/**
 * The @ list of a rich-text editor (the mention extension's popup, at the caret): the people who
 * can read the project whose name matches what follows the "@", the first one picked by Enter.
 * The editor keeps the focus: `aria-activedescendant` on it names the option Enter would pick.
 */
export function MentionList({
  workspaceId,
  projectId,
  editor,
  query,
  pick,
  ref,
}: MentionListProps) {
  const found = useMentionable(workspaceId, projectId, query);
  const people = found.data ?? NO_ONE;
  const open = showsMentionList(query, people.length, found.isFetched);
  const [selected, setSelected] = useState(0);
  const [peopleSeen, setPeopleSeen] = useState(people);
  // A new list (a new query): Enter picks its first person again.
  if (peopleSeen !== people) {
    setPeopleSeen(people);
    setSelected(0);
  }
  const baseId = useId();
  const listId = `${baseId}-people`;
  const optionId = (index: number) => `${baseId}-person-${index}`;
  const listed = open && people.length > 0;
  const active = listed ? optionId(Math.min(selected, people.length - 1)) : null;
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = editorElement(editor);
    if (!element || !listed) return;
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    if (active) element.setAttribute('aria-activedescendant', active);
    return () => {
      element.removeAttribute('aria-autocomplete');
      element.removeAttribute('aria-controls');
      element.removeAttribute('aria-activedescendant');
    };
  }, [editor, listed, listId, active]);

  // The list scrolls: keep the person picked with the arrow keys in sight.
  useEffect(() => {
    list.current?.querySelector('[data-selected]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, people]);

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (!listed || event.isComposing) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSelected((current) => (current + step + people.length) % people.length);
        return true;
      }
      const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
        const person = people[Math.min(selected, people.length - 1)];
        if (person) pick(person);
        return true;
      }
      return false;
    },
  }));

  if (!open) return null;
  return (
    <Paper shadow="md" withBorder radius="md" p={4} className={classes.list}>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py={6} role="status">
          No one found
        </Text>
      ) : (
        <div ref={list} id={listId} role="listbox" aria-label="People to mention">
          {people.map((person, index) => (
            <UnstyledButton
              key={person.id}
              id={optionId(index)}
              role="option"
              // The editor keeps the focus: the options are picked with the keys or the mouse.
              tabIndex={-1}
              aria-selected={optionId(index) === active}
              data-selected={optionId(index) === active || undefined}
              className={classes.option}
              onMouseEnter={() => setSelected(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
            >
              <PersonAvatar person={person} size={24} />
              <Text size="sm" truncate component="span">
                {person.fullname}
              </Text>
            </UnstyledButton>
          ))}
        </div>
      )}
    </Paper>
  );
}

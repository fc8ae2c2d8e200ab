import type { CommentAuthor } from '@hangar/contracts/comments';
import { Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import type { Ref } from 'react';
import { SuggestionOption } from '../../docs/editor/SuggestionOption';
import type { SuggestionListHandle } from '../../docs/editor/suggestion-list';
import { SuggestionPanel } from '../../docs/editor/SuggestionPanel';
import { useEditorListbox, useSuggestionKeys } from '../../docs/editor/use-suggestion-keys';
import { useMentionable } from '../comments-queries';
import { PersonAvatar } from '../components/PersonAvatar';
import { showsMentionList } from '../mention-text';
import classes from './mentions.module.css';

export interface MentionListProps {
  workspaceId: number;
  projectId: number;
  /** The editor the "@" is typed in: it keeps the focus while the list is open. */
  editor: Editor;
  /** What follows the "@" so far. */
  query: string;
  pick: (person: CommentAuthor) => void;
  ref?: Ref<SuggestionListHandle>;
}

const NO_ONE: CommentAuthor[] = [];

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
  const { selected, setSelected, list } = useSuggestionKeys(people, pick, ref);
  const { listId, optionId } = useEditorListbox(
    editor,
    { list: 'people', option: 'person' },
    selected,
  );

  if (!open) return null;
  return (
    <SuggestionPanel
      width={260}
      maxHeight="min(240px, 50vh)"
      empty={people.length === 0 ? 'No one found' : null}
    >
      <div ref={list} id={listId} role="listbox" aria-label="People to mention">
        {people.map((person, index) => (
          <SuggestionOption
            key={person.id}
            id={optionId(index)}
            // The editor keeps the focus: the options are picked with the keys or the mouse.
            tabIndex={-1}
            selected={index === selected}
            className={classes.option}
            onSelect={() => setSelected(index)}
            onPick={() => pick(person)}
          >
            <PersonAvatar person={person} size={24} />
            <Text size="sm" truncate component="span">
              {person.fullname}
            </Text>
          </SuggestionOption>
        ))}
      </div>
    </SuggestionPanel>
  );
}

import type { CommentAuthor } from '@hangar/contracts/comments';
import { Text } from '@mantine/core';
import { EditorSuggestionList } from '../../docs/editor/EditorSuggestionList';
import type { CaretListProps } from '../../docs/editor/suggestion-list';
import { useMentionable } from '../comments-queries';
import { PersonAvatar } from '../../../ui/PersonAvatar';
import { showsMentionList } from '../mention-text';
import classes from './mentions.module.css';

/** The list of the "@" typed in `editor`, for a project's readers. */
export interface MentionListProps extends CaretListProps<CommentAuthor> {
  workspaceId: number;
  projectId: number;
}

const NO_ONE: CommentAuthor[] = [];

/**
 * The @ list of a rich-text editor (the mention extension's popup, at the caret): the people who
 * can read the project whose name matches what follows the "@", the first one picked by Enter.
 * The editor keeps the focus: `aria-activedescendant` on it names the option Enter would pick.
 */
export function MentionList({ workspaceId, projectId, query, ...caret }: MentionListProps) {
  const found = useMentionable(workspaceId, projectId, query);
  const people = found.data ?? NO_ONE;
  return (
    <EditorSuggestionList
      {...caret}
      items={people}
      open={showsMentionList(query, people.length, found.isFetched)}
      idNames={{ list: 'people', option: 'person' }}
      label="People to mention"
      width={260}
      maxHeight="min(240px, 50vh)"
      empty={people.length === 0 ? 'No one found' : null}
      optionClassName={classes.option}
      keyOf={(person) => person.id}
      renderOption={(person) => (
        <>
          <PersonAvatar person={person} size={24} />
          <Text size="sm" truncate component="span">
            {person.fullname}
          </Text>
        </>
      )}
    />
  );
}

import type { CommentAuthor } from '@hangar/contracts/comments';
import { Combobox, Group, Text, Textarea, useCombobox, type TextareaProps } from '@mantine/core';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useMentionable } from './comments-queries';
import { PersonAvatar } from '../../ui/PersonAvatar';
import {
  insertMention,
  mentionQueryAt,
  showsMentionList,
  type MentionQuery,
  type MentionValue,
} from './mention-text';

export interface MentionTextareaProps extends Omit<
  TextareaProps,
  'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'onSelect'
> {
  workspaceId: number;
  /** Whose readers the @ list offers. */
  projectId: number;
  value: MentionValue;
  onChange: (value: MentionValue) => void;
  /** Ctrl+Enter (Cmd+Enter on a Mac). */
  onSubmit?: () => void;
  /** Escape, when the @ list is not open (else Escape leaves the box). */
  onEscape?: () => void;
}

const NO_ONE: CommentAuthor[] = [];

function isSubmitKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/**
 * A text box where "@" opens the list of the people who can read the project, filtered as one
 * types: arrows and Enter (or Tab) pick one, Escape closes it. Picking writes "@Full Name " and
 * adds the person to the value's `people` (see `mentionedIds` for whom to send).
 */
export function MentionTextarea({
  workspaceId,
  projectId,
  value,
  onChange,
  onSubmit,
  onEscape,
  ...textareaProps
}: MentionTextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  /** Escape closed the list for the mention starting there. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const activeQuery = query && query.start !== dismissedAt ? query : null;
  const found = useMentionable(workspaceId, projectId, activeQuery?.query ?? null);
  const people = (activeQuery ? found.data : undefined) ?? NO_ONE;
  const listOpen =
    activeQuery !== null && showsMentionList(activeQuery.query, people.length, found.isFetched);
  const combobox = useCombobox({ opened: listOpen });

  /** The option Enter would pick, for screen readers (the box keeps the focus meanwhile). */
  const showActiveOption = (optionId: string | null) => {
    if (optionId) textarea.current?.setAttribute('aria-activedescendant', optionId);
    else textarea.current?.removeAttribute('aria-activedescendant');
  };

  useEffect(() => {
    if (listOpen && people.length > 0) showActiveOption(combobox.selectFirstOption());
    else {
      combobox.resetSelectedOption();
      showActiveOption(null);
    }
    // The first person is the one Enter picks, each time the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listOpen, people]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !textarea.current) return;
    pendingCaret.current = null;
    textarea.current.setSelectionRange(caret, caret);
  }, [value.text]);

  const track = (element: HTMLTextAreaElement) => {
    const next = mentionQueryAt(element.value, element.selectionStart);
    setQuery(next);
    if (next?.start !== dismissedAt) setDismissedAt(null);
  };

  const pick = (person: CommentAuthor) => {
    if (!activeQuery) return;
    const result = insertMention(value, activeQuery, person);
    pendingCaret.current = result.caret;
    setQuery(null);
    onChange(result.value);
    textarea.current?.focus();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (listOpen && activeQuery) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next =
          event.key === 'ArrowDown' ? combobox.selectNextOption() : combobox.selectPreviousOption();
        showActiveOption(next);
        return;
      }
      const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if ((event.key === 'Enter' || event.key === 'Tab') && plain && people.length > 0) {
        event.preventDefault();
        combobox.clickSelectedOption();
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(activeQuery.start);
        return;
      }
    }
    if (isSubmitKey(event) && onSubmit) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (onEscape) onEscape();
      else event.currentTarget.blur();
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const person = people.find((one) => String(one.id) === id);
        if (person) pick(person);
      }}
      position="bottom-start"
      middlewares={{ flip: true, shift: true }}
      withinPortal
    >
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <Textarea
          ref={textarea}
          autosize
          minRows={2}
          maxRows={10}
          {...textareaProps}
          value={value.text}
          onChange={(event) => {
            onChange({ text: event.currentTarget.value, people: value.people });
            track(event.currentTarget);
          }}
          onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => track(event.currentTarget)}
          onBlur={(event) => {
            setQuery(null);
            textareaProps.onBlur?.(event);
          }}
          onKeyDown={keyDown}
          aria-autocomplete="list"
          aria-controls={listOpen ? (combobox.listId ?? undefined) : undefined}
          // Escape is ours here (closing the list, cancelling): not the drawer's or modal's.
          data-mantine-stop-propagation
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }} aria-label="People to mention">
          {people.length === 0 ? <Combobox.Empty>No one found</Combobox.Empty> : null}
          {people.map((person) => (
            <Combobox.Option value={String(person.id)} key={person.id}>
              <Group gap="xs" wrap="nowrap">
                <PersonAvatar person={person} size={24} />
                <Text size="sm" truncate>
                  {person.fullname}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

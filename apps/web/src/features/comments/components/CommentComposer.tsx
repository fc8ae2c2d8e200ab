import { MAX_COMMENT_LENGTH } from '@hangar/contracts/comments';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { errorText } from '../../docs/error-text';
import type { DraftKey } from '../comment-drafts';
import { useDocCommentsContext } from '../comments-context';
import { EMPTY_MENTION_VALUE, mentionedIds, type MentionValue } from '../mention-text';
import { MentionTextarea } from '../MentionTextarea';
import { useRequestId } from '../request-id';

/** What a box sends: the text, the ids of the people it mentions, the request's own id. */
interface CommentSubmission {
  body: string;
  mentions: number[];
  requestId: string;
}

interface CommentComposerProps {
  draftKey: DraftKey;
  /** The text to start from (a comment being edited). */
  initial?: MentionValue;
  submitLabel: string;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  /** Sends the comment; a failure throws, and the text stays in the box with the reason. */
  send: (submission: CommentSubmission) => Promise<unknown>;
  /** Shows Cancel (Escape too); asks first when typed text would be lost. */
  onCancel?: () => void;
  /** The buttons show only once the box is used (a reply box under a thread). */
  collapsible?: boolean;
}

/**
 * A comment box: "@" mentions, Ctrl/Cmd+Enter to send, Escape to cancel. What is typed is kept
 * by the page (see `useCommentDrafts`) and stays after a failure, with the server's reason.
 */
export function CommentComposer({
  draftKey,
  initial = EMPTY_MENTION_VALUE,
  submitLabel,
  label,
  placeholder,
  autoFocus,
  send,
  onCancel,
  collapsible = false,
}: CommentComposerProps) {
  const { doc, drafts } = useDocCommentsContext();
  const [value, setValue] = useState(() => drafts.get(draftKey) ?? initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focused, setFocused] = useState(false);
  const requestId = useRequestId();
  const body = value.text.trim();
  const changed = value.text !== initial.text;

  const change = (next: MentionValue) => {
    setValue(next);
    drafts.set(draftKey, next);
  };

  const submit = async () => {
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      await send({ body, mentions: mentionedIds(value), requestId: requestId.current() });
      requestId.reset();
      drafts.clear(draftKey);
      setValue(initial);
    } catch (failure) {
      setError(errorText(failure, 'Could not send the comment. Try again.'));
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    if (!onCancel) return;
    if (!changed || !value.text.trim()) {
      onCancel();
      return;
    }
    openConfirmModal({
      title: 'Discard this comment?',
      message: 'What you wrote will be lost.',
      confirmLabel: 'Discard',
      cancelLabel: 'Keep writing',
      critical: true,
      onConfirm: () => {
        drafts.clear(draftKey);
        onCancel();
      },
    });
  };

  const showButtons = !collapsible || focused || value.text !== '' || error !== null;
  return (
    <Stack gap={6}>
      <MentionTextarea
        workspaceId={doc.workspaceId}
        projectId={doc.projectId}
        value={value}
        onChange={change}
        onSubmit={() => void submit()}
        onEscape={onCancel ? cancel : undefined}
        aria-label={label}
        placeholder={placeholder}
        autoFocus={autoFocus}
        // A drawer that traps the focus (phones) gives it to this box, not its close button.
        data-autofocus={autoFocus || undefined}
        maxLength={MAX_COMMENT_LENGTH}
        minRows={collapsible && !focused && !value.text ? 1 : 2}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        error={error !== null}
        size="sm"
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {showButtons ? (
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="default" size="compact-sm" onClick={cancel} disabled={sending}>
              Cancel
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            onClick={() => void submit()}
            loading={sending}
            disabled={!body}
            // Keeps the box focused: the buttons stay while the mouse goes down on them.
            onMouseDown={(event) => event.preventDefault()}
          >
            {submitLabel}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

import type { Comment } from '@hangar/contracts/comments';
import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { relativeTime } from '@hangar/domain/format';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { toast } from '../../../ui/toast';
import { errorText } from '../../docs/error-text';
import { useDocCommentsContext } from '../comments-context';
import { useDeleteComment, useEditComment } from '../use-comment-mutations';
import { CommentBody } from './CommentBody';
import { CommentComposer } from './CommentComposer';
import { authorName, PersonAvatar } from '../../../ui/PersonAvatar';
import classes from './comments.module.css';

function absoluteTime(date: string): string {
  return new Date(date).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

interface CommentItemProps {
  comment: Comment;
  /** It started its thread: deleting it deletes the thread when no reply is left. */
  onlyComment: boolean;
}

function CommentMenu({
  comment,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (!comment.abilities.edit && !comment.abilities.delete) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Comment actions">
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {comment.abilities.edit ? (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        ) : null}
        {comment.abilities.delete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One comment: who wrote it and when, its text (or the box editing it), its menu. */
export function CommentItem({ comment, onlyComment }: CommentItemProps) {
  const { doc } = useDocCommentsContext();
  const [editing, setEditing] = useState(false);
  const edit = useEditComment(doc, comment.thread_id, comment.id);
  const remove = useDeleteComment(doc, comment.thread_id);
  const name = authorName(comment.author);

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete this comment?',
      message: onlyComment
        ? 'It is the only comment of its thread: the thread is deleted too.'
        : 'It is deleted for everyone.',
      critical: true,
      onConfirm: () =>
        remove.mutate(comment.id, {
          onError: (error) => toast.error(errorText(error, 'Could not delete the comment')),
        }),
    });

  return (
    <article className={classes.comment} aria-label={`Comment by ${name}`}>
      <PersonAvatar person={comment.author} size={28} />
      <div className={classes.commentMain}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="wrap" miw={0}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" title={absoluteTime(comment.created_at)}>
              {relativeTime(comment.created_at)}
            </Text>
            {comment.edited_at ? (
              <Text size="xs" c="dimmed" title={`Edited ${absoluteTime(comment.edited_at)}`}>
                (edited)
              </Text>
            ) : null}
          </Group>
          <CommentMenu comment={comment} onEdit={() => setEditing(true)} onDelete={confirmDelete} />
        </Group>
        {editing ? (
          <CommentComposer
            draftKey={`edit-${comment.id}`}
            initial={{ text: comment.body, people: comment.mentions }}
            submitLabel="Save"
            label="Edit the comment"
            placeholder="Write a comment"
            autoFocus
            send={async ({ body, mentions }) => {
              await edit.mutateAsync({ body, mentions });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <CommentBody comment={comment} />
        )}
      </div>
    </article>
  );
}

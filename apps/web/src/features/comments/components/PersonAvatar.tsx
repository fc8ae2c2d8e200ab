import { Avatar } from '@mantine/core';
import type { CommentAuthor } from '@hangar/contracts/comments';
import { avatarColor, initials } from '@hangar/domain/format';

/** The name shown for someone, or for a former member whose account is gone. */
export function authorName(author: Pick<CommentAuthor, 'fullname'> | null): string {
  return author?.fullname.trim() || 'Former member';
}

/** A person's picture, else their initials on their colour (decorative: the name is beside it). */
export function PersonAvatar({ person, size }: { person: CommentAuthor | null; size: number }) {
  const name = authorName(person);
  return (
    <Avatar
      src={person?.avatar ?? null}
      alt=""
      aria-hidden
      size={size}
      radius="xl"
      variant="filled"
      color={avatarColor(name)}
    >
      {initials(name)}
    </Avatar>
  );
}

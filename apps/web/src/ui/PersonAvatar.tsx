import { Avatar } from '@mantine/core';
import { avatarColor, initials } from '@hangar/domain/format';

/** Someone as the API names them: `null` once their account is gone. */
type Person = { fullname: string; avatar: string | null } | null;

/** The name shown for someone, or for a former member whose account is gone. */
export function authorName(person: Pick<NonNullable<Person>, 'fullname'> | null): string {
  return person?.fullname.trim() || 'Former member';
}

/** A person's picture, else their initials on their colour (decorative: the name is beside it). */
export function PersonAvatar({ person, size }: { person: Person; size: number }) {
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

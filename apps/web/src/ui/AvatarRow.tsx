import { ActionIcon, Avatar, Stack, Text, Tooltip } from '@mantine/core';
import { AVATARS_SHOWN, TOOLTIP_COMPACT_MAX_WIDTH } from '@hangar/domain/constants';
import { avatarColor, initials } from '@hangar/domain/format';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

interface AvatarRowUser {
  id: number;
  fullname: string;
  email: string;
  avatar: string | null;
}

/** Someone invited who has not completed an account yet has no name: their address stands in. */
export function personName(user: { fullname: string; email: string }): string {
  return user.fullname.trim() || user.email;
}

/**
 * At most two letters, whatever the server sent: the first and last names' ('Maximilian
 * Alexander Wolfeschlegel' -> 'MW'), or the address's first letter for someone without a name.
 */
export function personInitials(user: { fullname: string; email: string }): string {
  if (user.fullname.trim()) return initials(user.fullname);
  return (Array.from(user.email.trim())[0] ?? '?').toUpperCase();
}

/** The first `shown` people get an avatar; the others are counted in '+N'. */
export function splitAvatars<T>(users: readonly T[], shown: number = AVATARS_SHOWN) {
  return { visible: users.slice(0, shown), others: users.slice(shown) };
}

interface AvatarRowProps {
  users: readonly AvatarRowUser[];
  /** What the people are, for screen readers: 'Project team'. */
  label: string;
  /** The optional add link (SPEC.md section 2 "Avatar row"). */
  addTo?: string;
  addLabel?: string;
  size?: number;
}

/**
 * The avatar row: the first 3 people, then '+N' whose tooltip lists the others' names, and an
 * optional link to add people.
 */
export function AvatarRow({
  users,
  label,
  addTo,
  addLabel = 'Add people',
  size = 30,
}: AvatarRowProps) {
  const { visible, others } = splitAvatars(users);
  const othersNames = others.map(personName);
  return (
    <div
      role="group"
      aria-label={label}
      style={{ display: 'flex', alignItems: 'center', gap: 6, position: 'relative', zIndex: 1 }}
    >
      {users.length > 0 ? (
        <Avatar.Group spacing={Math.round(size / 5)}>
          {visible.map((user) => {
            const name = personName(user);
            return (
              <Tooltip key={user.id} label={name}>
                <Avatar
                  src={user.avatar}
                  alt={name}
                  color={avatarColor(name)}
                  variant="filled"
                  radius="xl"
                  size={size}
                  role="img"
                  aria-label={name}
                >
                  {personInitials(user)}
                </Avatar>
              </Tooltip>
            );
          })}
          {others.length > 0 ? (
            <Tooltip
              multiline
              maw={TOOLTIP_COMPACT_MAX_WIDTH}
              label={
                <Stack gap={0}>
                  {othersNames.map((name, index) => (
                    <Text key={`${others[index]?.id}`} size="xs" truncate>
                      {name}
                    </Text>
                  ))}
                </Stack>
              }
            >
              <Avatar
                radius="xl"
                size={size}
                color="gray"
                variant="light"
                role="img"
                aria-label={`${others.length} more: ${othersNames.join(', ')}`}
                data-testid="avatar-row-more"
              >
                +{others.length}
              </Avatar>
            </Tooltip>
          ) : null}
        </Avatar.Group>
      ) : null}
      {addTo ? (
        <Tooltip label={addLabel}>
          <ActionIcon
            component={Link}
            to={addTo}
            variant="light"
            radius="xl"
            size={size}
            aria-label={addLabel}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </div>
  );
}

import { Avatar, Tooltip } from '@mantine/core';
import { initials } from '@hangar/domain/format';
import type { LiveDocSession } from './live-session';
import { usePeopleHere } from './use-people-here';

const SHOWN = 3;

/** Who else has the doc open now: their avatars in their caret colours, the others counted. */
export function DocPresence({ session, myId }: { session: LiveDocSession | null; myId: number }) {
  const people = usePeopleHere(session, myId);
  if (people.length === 0) return null;
  const names = people.map((person) => person.name).join(', ');
  const hidden = people.length - SHOWN;
  return (
    <Tooltip label={`Also here: ${names}`} withArrow>
      <Avatar.Group
        spacing={8}
        aria-label={`Also here: ${names}`}
        data-testid="doc-presence"
        role="group"
      >
        {people.slice(0, SHOWN).map((person) => (
          <Avatar
            key={person.id}
            size={28}
            radius="xl"
            variant="filled"
            color={person.color}
            alt={person.name}
            data-testid="doc-presence-person"
          >
            {initials(person.name)}
          </Avatar>
        ))}
        {hidden > 0 ? (
          <Avatar size={28} radius="xl">
            +{hidden}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip>
  );
}

import { useEffect, useState } from 'react';
import type { LiveDocSession } from './live-session';

/** Someone else with the doc open now, as their editor tells it (its caret's user). */
export interface PersonHere {
  id: number;
  name: string;
  color: string;
}

interface CaretUser {
  id?: unknown;
  name?: unknown;
  color?: unknown;
}

function peopleHere(session: LiveDocSession, myId: number): PersonHere[] {
  const awareness = session.provider?.awareness;
  if (!awareness) return [];
  const people = new Map<number, PersonHere>();
  for (const state of awareness.getStates().values()) {
    const user = (state as { user?: CaretUser }).user;
    if (typeof user?.id !== 'number' || user.id === myId || typeof user.name !== 'string') continue;
    people.set(user.id, {
      id: user.id,
      name: user.name,
      color: typeof user.color === 'string' ? user.color : 'gray',
    });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const sameList = (a: PersonHere[], b: PersonHere[]) =>
  a.length === b.length && a.every((person, index) => person.id === b[index]?.id);

/**
 * The other people who have the doc open now (once each, however many tabs), kept current as they
 * come and go: the live connection's awareness, which the server drops when a connection closes.
 */
export function usePeopleHere(session: LiveDocSession | null, myId: number): PersonHere[] {
  const [people, setPeople] = useState<PersonHere[]>([]);
  useEffect(() => {
    const awareness = session?.provider?.awareness;
    if (!session || !awareness) return;
    const update = () =>
      setPeople((shown) => {
        const now = peopleHere(session, myId);
        return sameList(shown, now) ? shown : now;
      });
    update();
    awareness.on('change', update);
    return () => awareness.off('change', update);
  }, [session, myId]);
  return people;
}

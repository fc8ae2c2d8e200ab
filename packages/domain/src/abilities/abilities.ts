/** What a member may do with one item now: one boolean per action, from role, right and state. */
export type Abilities<Action extends string> = Readonly<Record<Action, boolean>>;

/** The states that stop an action; `projectArchived` only for what lives in a project. */
export interface ArchivableSubject {
  archived: boolean;
  projectArchived?: boolean;
}

/**
 * Why an action is refused: 'right' when it would be refused on active items too (role, right,
 * lock), else the archived state that stops it, the project's before the item's own.
 */
export type Refusal = 'right' | 'projectArchived' | 'archived';

/**
 * A subject without archived states (a comment, whose doc's abilities already say them) is
 * refused on its rights alone.
 */
export function refusalOf<Subject extends object, Action extends string>(
  abilitiesOf: (subject: Subject) => Abilities<Action>,
  subject: Subject,
  action: Action,
): Refusal | null {
  const allows = (states: Partial<ArchivableSubject>) =>
    abilitiesOf({ ...subject, ...states })[action];
  if (allows({})) return null;
  const states: Partial<ArchivableSubject> = subject;
  const projectArchived = states.projectArchived === true;
  if (projectArchived && allows({ projectArchived: false })) return 'projectArchived';
  if (states.archived && allows({ archived: false })) return 'archived';
  if (projectArchived && allows({ projectArchived: false, archived: false })) {
    return 'projectArchived';
  }
  return 'right';
}

/**
 * Archive and restore are judged on the item as it was before the change, even when it is
 * already there: archiving an archived item again is allowed to whoever may archive it (a
 * harmless repeat), and restoring an active one to whoever may restore it.
 */
export function subjectForArchiving<Subject extends ArchivableSubject>(
  subject: Subject,
  archived: boolean,
): Subject {
  return { ...subject, archived: !archived };
}

/** The action a PUT .../archive or .../restore asks for. */
export function archivingAction(archived: boolean): 'archive' | 'restore' {
  return archived ? 'archive' : 'restore';
}

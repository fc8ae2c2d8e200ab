import type { TrashEntry, TrashKind } from '@hangar/contracts/trash';
import { relativeTime } from '@hangar/domain/format';

/** What each kind of entry is called, for screen readers beside its icon. */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  doc: 'Document',
  log: 'Log',
  link: 'Important link',
  project: 'Project',
  group: 'Group',
};

export const EMPTY_TRASH = 'Nothing in the trash';
/** Under the empty trash: 'Deleted items stay here for 30 days.' */
export function emptyTrashText(retention: string): string {
  return `Deleted items stay here for ${retention}.`;
}
export const NO_TRASH_MATCH = 'Nothing in the trash matches';

/** Where it was: 'Flight › 🚀 Moon landing', or only the group for a project or a group. */
export function trashEntryPlace(entry: TrashEntry): string {
  const project = entry.kind === 'project' || entry.kind === 'group' ? null : entry.project;
  if (!project) return entry.group.name;
  const projectName = project.emoji ? `${project.emoji} ${project.name}` : project.name;
  return `${entry.group.name} › ${projectName}`;
}

/** 'Deleted by Ada Lovelace 2 hours ago'. */
export function trashDeletedText(entry: TrashEntry, now?: Date): string {
  const time = relativeTime(entry.deleted_at, now);
  // Inside the sentence: 'just now', not 'Just now'.
  const when = time.charAt(0).toLowerCase() + time.slice(1);
  return entry.deleted_by ? `Deleted by ${entry.deleted_by.fullname} ${when}` : `Deleted ${when}`;
}

function trashDate(date: string): string {
  return new Date(date).toLocaleDateString('en-GB', { dateStyle: 'long' });
}

/** 'Deleted forever on 6 January 2027'. */
export function trashPurgeText(entry: TrashEntry): string {
  return `Deleted forever on ${trashDate(entry.purge_at)}`;
}

/** '12 docs' for a doc, a project or a group; nothing for a log or a link. */
export function trashDocsText(entry: TrashEntry): string | null {
  if (entry.kind === 'log' || entry.kind === 'link') return null;
  return entry.docs === 1 ? '1 doc' : `${entry.docs} docs`;
}

import type { DocVersion, VersionAuthor } from '@hangar/contracts/doc-history';

export const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
export const dateAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

export function dayOf(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOf(now).getTime() - startOf(day).getTime()) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function authorNames(authors: VersionAuthor[]): string {
  if (authors.length === 0) return 'Hangar';
  return authors.map((author) => author.fullname || 'Former member').join(', ');
}

export function versionSummary(version: DocVersion): string {
  if (version.restored_from) return `Restored the version of ${dateAndTime(version.restored_from)}`;
  const parts = [];
  if (version.words_added) parts.push(`${version.words_added} words added`);
  if (version.words_removed) parts.push(`${version.words_removed} removed`);
  return parts.length ? parts.join(', ') : 'Formatting or layout changed';
}

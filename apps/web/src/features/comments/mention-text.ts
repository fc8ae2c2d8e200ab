import type { CommentAuthor } from '@hangar/contracts/comments';

/**
 * A comment's text with the people picked from the @ list while writing it. A mention reads
 * "@Full Name" in the text; a person whose mention was erased since is not sent.
 */
export interface MentionValue {
  text: string;
  people: readonly CommentAuthor[];
}

export const EMPTY_MENTION_VALUE: MentionValue = { text: '', people: [] };

/** The "@na" being typed before the caret: what replaces it, and the name typed so far. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

/** A name being typed is at most this long, in at most this many words. */
const MAX_QUERY_LENGTH = 40;
const MAX_QUERY_WORDS = 3;
/** What may come right before a mention's "@" (not a letter: "ada@example.com" is none). */
const BEFORE_MENTION = /[\s([{"'“‘]/u;
/** A mention ends where its name does, not inside a longer word ("@Ada" in "@Adam"). */
const NAME_END = '(?![\\p{L}\\p{N}])';

function mentionLabel(person: Pick<CommentAuthor, 'fullname'>): string {
  return `@${person.fullname.trim()}`;
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The mention being typed at the caret, or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !BEFORE_MENTION.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  // A space after the name ends it (in a rich text the list stays open: see `mentionQueryFits`).
  if (!mentionQueryFits(query) || /\s$/.test(query)) return null;
  return { start, end: caret, query };
}

/**
 * Whether what follows an "@" may still be a name being typed: not "@ ", not a line break or a
 * second "@", at most a few words (past them it is the sentence going on).
 */
export function mentionQueryFits(query: string): boolean {
  if (query.length > MAX_QUERY_LENGTH || /[\n@]/.test(query) || /^\s/.test(query)) return false;
  return query.trimEnd().split(' ').length <= MAX_QUERY_WORDS;
}

/**
 * Whether the @ list shows for a query: when it found someone, or found no one for a single word
 * ("No one found"). A name with spaces that matches no one is the sentence going on: no list.
 */
export function showsMentionList(query: string, found: number, fetched: boolean): boolean {
  return found > 0 || (fetched && !query.includes(' '));
}

/** Puts "@Full Name " where the query was, remembering whom it names. */
export function insertMention(
  value: MentionValue,
  query: MentionQuery,
  person: CommentAuthor,
): { value: MentionValue; caret: number } {
  const after = value.text.slice(query.end);
  const label = after.startsWith(' ') ? mentionLabel(person) : `${mentionLabel(person)} `;
  const text = `${value.text.slice(0, query.start)}${label}${after}`;
  const known = value.people.some((one) => one.id === person.id);
  const people = known ? value.people : [...value.people, person];
  const caret = query.start + label.length + (after.startsWith(' ') ? 1 : 0);
  return { value: { text, people }, caret };
}

function mentionPattern(people: readonly Pick<CommentAuthor, 'fullname'>[]): RegExp | null {
  const names = [...new Set(people.map((person) => person.fullname.trim()).filter(Boolean))];
  if (names.length === 0) return null;
  // The longest names first: "@Ada Lovelace" is not read as "@Ada" followed by text.
  names.sort((a, b) => b.length - a.length);
  return new RegExp(`@(${names.map(escapeForRegExp).join('|')})${NAME_END}`, 'gu');
}

/** The ids of the picked people the text still mentions, once each: what the server is sent. */
export function mentionedIds(value: MentionValue): number[] {
  const pattern = mentionPattern(value.people);
  if (!pattern) return [];
  const named = new Set(Array.from(value.text.matchAll(pattern), (match) => match[1]));
  const ids = value.people
    .filter((person) => named.has(person.fullname.trim()))
    .map((person) => person.id);
  return [...new Set(ids)];
}

export interface BodySegment {
  text: string;
  /** The person this piece mentions ("@Full Name"), if it is a mention. */
  person?: CommentAuthor;
}

/** A comment's body cut into plain text and mentions of the people it lists. */
export function mentionSegments(body: string, people: readonly CommentAuthor[]): BodySegment[] {
  const pattern = mentionPattern(people);
  if (!pattern) return body ? [{ text: body }] : [];
  const byName = new Map(people.map((person) => [person.fullname.trim(), person]));
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: body.slice(last, match.index) });
    segments.push({ text: match[0], person: byName.get(match[1] ?? '') });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last) });
  return segments;
}

import { z } from 'zod';
import { textField } from './fields';
import { numericId } from './http';
import { pageLimit, pageOffset, queryDateTime } from './query-fields';

const searchItem = z.object({
  id: z.number().int(),
  title: z.string(),
  emoji: z.string().nullable(),
  is_archived: z.boolean(),
  /** Names above the item: [group] for a project, [group, project] for a doc or a log. */
  location: z.array(z.string()),
});

/**
 * GET /search: everything the caller may see in the workspace, by title, for the search modal to
 * filter as the user types (the light list: no bodies or descriptions).
 */
export const searchList = z.object({
  groups: z.array(searchItem),
  projects: z.array(searchItem.extend({ group_id: z.number().int() })),
  docs: z.array(searchItem.extend({ project_id: z.number().int() })),
  important_docs: z.array(
    searchItem.extend({
      project_id: z.number().int(),
      /** The external address, or null for a link to a doc (`doc_id`). */
      url: z.string().nullable(),
      doc_id: z.number().int().nullable(),
    }),
  ),
  /** Titles only: the words of descriptions are found by GET /search/full-text. */
  logs: z.array(searchItem.extend({ project_id: z.number().int() })),
});
export type SearchList = z.infer<typeof searchList>;

/** Most results one full-text search page returns. */
export const FULL_TEXT_SEARCH_MAX_LIMIT = 50;
/** The furthest a full-text search pages. */
export const FULL_TEXT_SEARCH_MAX_OFFSET = 10_000;

/** What GET /search/full-text finds: the kinds of the search list (`important_doc`: a link). */
export const FULL_TEXT_KINDS = ['group', 'project', 'doc', 'important_doc', 'log'] as const;
export type FullTextKind = (typeof FULL_TEXT_KINDS)[number];
/** What a share link's search finds: what the link shows. */
export const PUBLIC_FULL_TEXT_KINDS = ['doc', 'log'] as const;

/**
 * GET /search/full-text: the docs (title and body), logs (title and description), groups,
 * projects and important documents (titles) whose words match every word of `q`, each as a
 * prefix (case and accents ignored, long words forgiven a typo), best first. `author_id`: the
 * doc's creator or the log's author; `updated_after` / `updated_before`: when the doc or log last
 * changed; with either, only docs and logs (the others have no author or time of change).
 */
const fullTextSearchFields = z.object({
  q: textField().min(1, 'Type something to search for').max(200),
  kind: z.enum(FULL_TEXT_KINDS).optional(),
  group_id: numericId.optional(),
  project_id: numericId.optional(),
  author_id: numericId.optional(),
  updated_after: queryDateTime.optional(),
  updated_before: queryDateTime.optional(),
  archived: z.enum(['include', 'exclude']).default('include'),
  limit: pageLimit(FULL_TEXT_SEARCH_MAX_LIMIT).default(20),
  offset: pageOffset(FULL_TEXT_SEARCH_MAX_OFFSET).default(0),
});
export const fullTextSearchQuery = fullTextSearchFields.refine(
  ({ updated_after, updated_before }) =>
    !updated_after || !updated_before || Date.parse(updated_after) < Date.parse(updated_before),
  { message: 'The start of the period must come before its end', path: ['updated_before'] },
);
export type FullTextSearchQuery = z.input<typeof fullTextSearchQuery>;

/**
 * GET /public/{token}/search/full-text: the same search, inside what a share link shows (the
 * shared project's docs and logs, or the shared doc alone), archived ones left out.
 */
export const publicFullTextSearchQuery = fullTextSearchFields
  .pick({ q: true, limit: true, offset: true })
  .extend({ kind: z.enum(PUBLIC_FULL_TEXT_KINDS).optional() });

/** A short passage around the first match; `highlights` are [start, end) offsets in `text`. */
export const searchSnippet = z.object({
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchSnippet = z.infer<typeof searchSnippet>;

export const fullTextSearchResult = searchItem.extend({
  kind: z.enum(FULL_TEXT_KINDS),
  /** The project the item is in (a project: its own id); null for a group. */
  project_id: z.number().int().nullable(),
  /** An important document's external address; null for a link to a doc and other kinds. */
  url: z.string().nullable(),
  /** The passage of the body (doc) or description (log) that matched; null when only the title did. */
  snippet: searchSnippet.nullable(),
  /** Title words that matched, for highlighting the title. */
  title_highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  updated_at: z.string(),
});
export type FullTextSearchResult = z.infer<typeof fullTextSearchResult>;

export const fullTextSearchResults = z.object({
  results: z.array(fullTextSearchResult),
  /** The `offset` of the next page, or null on the last one. */
  next_offset: z.number().int().nullable(),
});
export type FullTextSearchResults = z.infer<typeof fullTextSearchResults>;

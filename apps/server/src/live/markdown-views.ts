import type { DocContentNode } from '@hangar/contracts';
import {
  DEFAULT_VIEW_LOGS,
  projectViewAttrs,
  type ProjectViewAttrs,
} from '@hangar/contracts/project-views';

/**
 * The Markdown of a doc's live views of its project (docs/docs.md "Live views of the project"):
 * a placeholder on a line of its own, `[[view:logs limit=5]]`, `[[view:links]]`,
 * `[[view:planning from=2026-12-01 to=2026-12-31]]`, read back by the import into the same block.
 * A paragraph that only looks like one (typed text) is escaped by the export and stays text.
 */

const PLACEHOLDER = /^\[\[view:([a-z]+)((?: [a-z]+=[^\s\]]+)*)\]\]$/;

/** The block's attributes as stored (any values), or null when they make no valid view. */
export function viewAttrsOf(raw: Record<string, unknown>): ProjectViewAttrs | null {
  const parsed = projectViewAttrs.safeParse({
    view: raw.view,
    limit: raw.limit ?? null,
    from: raw.from ?? null,
    to: raw.to ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/** The placeholder of a view: the logs' limit always written, the planning's dates when set. */
export function viewPlaceholder(attrs: ProjectViewAttrs): string {
  const options =
    attrs.view === 'logs'
      ? [`limit=${attrs.limit ?? DEFAULT_VIEW_LOGS}`]
      : attrs.view === 'planning'
        ? [attrs.from && `from=${attrs.from}`, attrs.to && `to=${attrs.to}`]
        : [];
  return `[[view:${[attrs.view, ...options.filter(Boolean)].join(' ')}]]`;
}

/** The block a paragraph's source stands for when it is exactly a valid placeholder, else null. */
export function viewOfParagraph(source: string): DocContentNode | null {
  const match = PLACEHOLDER.exec(source.trim());
  if (!match) return null;
  const options = Object.fromEntries(
    (match[2] ?? '')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((option) => option.split('=', 2) as [string, string]),
  );
  const known = new Set(['limit', 'from', 'to']);
  if (Object.keys(options).some((name) => !known.has(name))) return null;
  const limit = options.limit === undefined ? DEFAULT_VIEW_LOGS : Number(options.limit);
  const attrs = viewAttrsOf({ view: match[1], limit, from: options.from, to: options.to });
  return attrs && { type: 'projectView', attrs };
}

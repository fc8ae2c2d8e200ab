import type { ValidationIssue } from '@hangar/contracts/errors';

/** Field path (dots, as @mantine/form spells it) -> message. */
type FieldErrors = Record<string, string>;

export interface PlacedErrors {
  /** Errors shown under an input of the form. */
  fieldErrors: FieldErrors;
  /** Errors no input of the form can show: they go to the error card. */
  unplaced: ValidationIssue[];
}

/** An item of a repeated field: 'Item 2: Invalid email address' (items count from 1). */
function repeatedItemError(index: number, message: string): string {
  return `Item ${index + 1}: ${message}`;
}

/** The path of a server validation issue in the submitted body, or null when it is elsewhere. */
export function bodyPath(issue: ValidationIssue): string | null {
  if (issue.loc[0] !== 'body' || issue.loc.length < 2) return null;
  return issue.loc.slice(1).join('.');
}

/**
 * Places each error on the input that shows it. A path with an input of its own gets the
 * message as is; an item of a repeated field shown as one input (`emails.1` for an `emails`
 * input) gets its index with the message on that input. The first message per path wins.
 */
export function placeErrors(
  errors: ReadonlyArray<{ path: string | null; issue: ValidationIssue }>,
  renderedPaths: ReadonlySet<string>,
): PlacedErrors {
  const fieldErrors: FieldErrors = {};
  const unplaced: ValidationIssue[] = [];
  for (const { path, issue } of errors) {
    if (path !== null && renderedPaths.has(path)) {
      fieldErrors[path] ??= issue.msg;
      continue;
    }
    const segments = path === null ? [] : path.split('.');
    const itemAt = segments.findIndex(
      (segment, index) =>
        /^\d+$/.test(segment) && renderedPaths.has(segments.slice(0, index).join('.')),
    );
    const listPath = segments.slice(0, itemAt).join('.');
    if (itemAt > 0) {
      const message = repeatedItemError(Number(segments[itemAt]), issue.msg);
      fieldErrors[listPath] = fieldErrors[listPath]
        ? `${fieldErrors[listPath]}; ${message}`
        : message;
      continue;
    }
    unplaced.push(issue);
  }
  return { fieldErrors, unplaced };
}

/** Every leaf path of a form's values, to mark them all as touched. */
export function valuePaths(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) {
    const items = values.flatMap((item, index) => valuePaths(item, `${prefix}${index}.`));
    return prefix ? [prefix.slice(0, -1), ...items] : items;
  }
  if (typeof values === 'object' && values !== null && !(values instanceof File)) {
    return Object.entries(values).flatMap(([key, value]) => valuePaths(value, `${prefix}${key}.`));
  }
  return prefix ? [prefix.slice(0, -1)] : [];
}

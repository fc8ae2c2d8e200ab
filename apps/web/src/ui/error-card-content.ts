import type { ErrorKind, ValidationIssue } from '@hangar/contracts/errors';
import { isApiError } from '../api/api-error';

export interface ErrorCardContent {
  title: string;
  lines: string[];
}

/** A validation location as users read it: 'body' is implied, the rest joined with dots. */
function issueLocation(issue: ValidationIssue): string {
  const path = issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc;
  return path.join('.');
}

/** The texts of the error card for each error kind of SPEC.md section 8. */
export function errorCardContent(kind: ErrorKind): ErrorCardContent {
  switch (kind.kind) {
    case 'simple':
      return { title: kind.detail, lines: [] };
    case 'structured':
      return {
        title: 'Error',
        lines: Object.entries(kind.detail).map(([key, value]) => `${key}: ${String(value)}`),
      };
    case 'validation':
      return {
        title: 'Form Error',
        lines: kind.issues.map((issue) => {
          const location = issueLocation(issue);
          return location ? `${location}: ${issue.msg}` : issue.msg;
        }),
      };
    case 'payment':
      return { title: kind.detail, lines: [] };
    case 'unknown':
      return {
        title: 'Unexpected Error',
        // 'occured' is the product's own spelling (SPEC.md section 8).
        lines: ['An unknown error has occured. Please contact support for help.'],
      };
  }
}

/** The error kind of anything a call threw: only API answers have a known shape. */
export function errorKindOf(error: unknown): ErrorKind {
  return isApiError(error) ? error.kind : { kind: 'unknown' };
}

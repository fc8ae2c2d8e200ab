import { NETWORK_FAILURE_STATUS, SERVICE_UNAVAILABLE_STATUS } from '../../api/api-error';

export interface ErrorPageText {
  title: string;
  text: string;
}

/** The error page's title and text per HTTP status (SPEC.md section 8). */
const TEXT_BY_STATUS: Record<number, ErrorPageText> = {
  404: {
    title: "Something's missing",
    text: 'The page you requested could not be found.',
  },
  403: {
    title: 'Not enough privileges',
    text: 'The resource you tried to access requires more privileges. Contact the workspace owner for more information.',
  },
  410: {
    title: 'Resource is gone',
    text: 'The resource you tried to access does not exist anymore. Either it or its containing workspace has been deleted.',
  },
  [NETWORK_FAILURE_STATUS]: {
    title: 'Connection Lost',
    text: 'Could not connect to the product. You may have lost your internet access or the app is unavailable.',
  },
};

const UNKNOWN_ERROR_TEXT: ErrorPageText = {
  title: "Something's wrong",
  // 'occured' is the product's own spelling (SPEC.md section 8).
  text: 'An unknown error has occured.',
};

export function errorPageText(status: number | null): ErrorPageText {
  return (status !== null && TEXT_BY_STATUS[status]) || UNKNOWN_ERROR_TEXT;
}

/** The page shown for an address no route matches. */
export const NOT_FOUND_ROUTE_TITLE = 'This page could not be found';

/**
 * Whether the page offers 'Try again' (SPEC.md section 8): for a lost connection (408), a
 * server whose database is unavailable (503), and any other error without a response (status
 * null), which may go away by itself.
 */
export function canRetry(status: number | null): boolean {
  return (
    status === NETWORK_FAILURE_STATUS || status === SERVICE_UNAVAILABLE_STATUS || status === null
  );
}

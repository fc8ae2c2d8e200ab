import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../api/api-error';

export interface RouteErrorInfo {
  status: number | null;
  reason: string | null;
}

function detailOf(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const { detail } = data;
    if (typeof detail === 'string') return detail;
  }
  return null;
}

/** What the error page needs from anything a loader, action or component threw. */
export function describeRouteError(error: unknown): RouteErrorInfo {
  if (isApiError(error)) return { status: error.status, reason: error.detail };
  if (isRouteErrorResponse(error)) return { status: error.status, reason: detailOf(error.data) };
  return { status: null, reason: null };
}

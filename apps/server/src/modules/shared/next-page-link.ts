import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Tells a paged list's caller where its next page is: a `Link` header (RFC 8288) naming the same
 * call with its cursor (`before`, or `after` for a list oldest first) set to the last item's id,
 * sent only while more items follow.
 */
export function linkNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  next: { more: boolean; last: number | undefined; cursor?: 'before' | 'after' },
): void {
  if (!next.more || next.last === undefined) return;
  const url = new URL(request.url, 'http://unused');
  url.searchParams.set(next.cursor ?? 'before', String(next.last));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Tells a paged list's caller where its next page is: a `Link` header (RFC 8288) naming the same
 * call with `before` set to the last item's id, sent only while more items follow.
 */
export function linkNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  next: { more: boolean; before: number | undefined },
): void {
  if (!next.more || next.before === undefined) return;
  const url = new URL(request.url, 'http://unused');
  url.searchParams.set('before', String(next.before));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public content staff can change (menus, site settings, events): any cache may keep it, but must
 * ask again before every use, so an edit shows on a guest's very next page load. Asking again is
 * cheap: the answer carries an ETag, and an unchanged one is a 304 with no body.
 */
export const REVALIDATE_PUBLIC = 'public, no-cache';

/** A weak ETag of an answer's JSON: equal answers, equal tags (compressed or not: hence weak). */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`), compared weakly as RFC 9110 says. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Answers `body` as public content that is revalidated on every use: `Cache-Control: public,
 * no-cache` with its ETag, or 304 with no body when the client holds that answer already.
 */
export function revalidated<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', REVALIDATE_PUBLIC).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}

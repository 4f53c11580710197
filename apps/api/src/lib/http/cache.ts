/**
 * Public answers that browsers and proxies may keep a short while (decision 0102): a strong ETag
 * of the JSON, `Cache-Control: public, max-age=60`, and 304 with no body when the client's
 * `If-None-Match` names the same ETag.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a public page may be served from a cache without asking again. */
export const PUBLIC_MAX_AGE = 60;

/** The ETag of `value`: a quoted SHA-256 (base64url, 27 characters) of its JSON. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sets the cache headers for `value` on `reply` and answers `value`, or sends 304 (no body) when
 * `If-None-Match` lists its ETag (or is `*`). Return what it returns from the route handler.
 */
export function cachedJson<T>(req: FastifyRequest, reply: FastifyReply, value: T): T {
  const etag = etagOf(value);
  reply.header('etag', etag).header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
  const asked = req.headers['if-none-match'];
  const tags = typeof asked === 'string' ? asked.split(',').map((t) => t.trim().replace(/^W\//, '')) : [];
  if (tags.includes(etag) || tags.includes('*')) {
    reply.code(304).send();
    return reply as unknown as T;
  }
  return value;
}

/**
 * The last net under the contracts (decision 0022): a request whose body, query or path holds a NUL
 * character anywhere (a value or a key, at any depth) is refused with 400 before its handler runs.
 * PostgreSQL `text` and `jsonb` cannot store U+0000, so such a string would otherwise reach the
 * database and fail there. The contracts refuse it too (`safeText`); this catches what they miss.
 */
import { NUL_MESSAGE } from '@app/shared/contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

const MAX_DEPTH = 64;

/**
 * True when `value` holds a string (or an object key) with U+0000, looking `MAX_DEPTH` levels deep.
 * Binary bodies (a photo upload's Buffer) are bytes, not text, and are not walked: walking a 5 MB
 * Buffer as an object visits five million keys (seconds of CPU on the event loop per upload).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  }
  return false;
}

/** preHandler hook of every declared route (lib/http/route.ts), after schema validation. */
export async function rejectNul(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
    await reply.status(400).send({ Message: NUL_MESSAGE, code: 'validation-error' });
  }
}

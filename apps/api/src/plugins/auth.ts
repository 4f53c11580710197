/**
 * Bearer authentication. The JWT proves who and which session; the session row proves the session is
 * still live and gives the current roles. Session lookups are cached for 5 s per process, and dropped
 * at once when this process revokes a session (decision 0004).
 */
import type { Role } from '@app/shared/statuses';
import { staffRoles } from '@app/shared/statuses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findSessionPrincipal } from '../modules/auth/auth.repository.ts';
import type { TokenSigner } from '../modules/auth/tokens.ts';

export interface Principal {
  userId: number;
  sessionId: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const CACHE_MS = 5_000;

export interface SessionCache {
  get(sessionId: string): Promise<{ roles: Role[]; userId: number } | null>;
  drop(ids: string[]): void;
}

export function createSessionCache(db: Db): SessionCache {
  const cache = new Map<string, { at: number; value: { roles: Role[]; userId: number } | null }>();
  return {
    async get(sessionId) {
      const hit = cache.get(sessionId);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
      const row = await findSessionPrincipal(db, sessionId);
      const value =
        row && !row.revokedAt && !row.disabledAt ? { roles: row.roles as Role[], userId: row.userId } : null;
      if (cache.size > 50_000) cache.clear();
      cache.set(sessionId, { at: Date.now(), value });
      return value;
    },
    drop(ids) {
      for (const id of ids) cache.delete(id);
    },
  };
}

/** Adds `request.principal` (null when no Authorization header) and rejects bad tokens with 401. */
export function registerAuth(app: FastifyInstance, signer: TokenSigner, sessions: SessionCache): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    if (!header.startsWith('Bearer ')) throw new AppError(401, 'invalid-user-token');
    const claims = await signer.verify(header.slice(7).trim());
    const live = await sessions.get(claims.sessionId);
    if (!live || live.userId !== claims.userId) throw new AppError(401, 'invalid-user-token');
    request.principal = { userId: claims.userId, sessionId: claims.sessionId, roles: live.roles };
  });
}

/** The signed-in principal, or 401. */
export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'unauthenticated');
  return request.principal;
}

/**
 * Route hook, added as preValidation so it answers before any body check: 401 without a user, 403
 * unless the user holds one of `allowed` (default: any staff role).
 */
export function requireRoles(...allowed: Role[]) {
  const set = new Set<Role>(allowed.length ? allowed : staffRoles);
  return async (request: FastifyRequest) => {
    const p = requireUser(request);
    if (!p.roles.some((r) => set.has(r))) throw new AppError(403, 'forbidden');
  };
}

/** Route hook (preValidation): 401 without a user. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

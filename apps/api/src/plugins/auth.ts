/**
 * Bearer authentication. The JWT proves who and which session; the session row proves the session is
 * still live and gives the current roles. Session lookups are cached per process and dropped at once
 * on revocation or a change of the user, here or on any instance (decisions 0004, 0009).
 */
import { can, type Permission } from '@app/shared/permissions';
import type { Role } from '@app/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ChangeFeed } from '../lib/db/change-feed.ts';
import type { Actor, Scope } from '../lib/platform/actor.ts';
import { AppError } from '../lib/platform/app-error.ts';
import { changeEventsOf } from '../lib/platform/change-events.ts';
import { InvalidatingCache } from '../lib/platform/invalidating-cache.ts';
import { findSessionUser } from '../modules/auth/auth.service.ts';
import type { TokenSigner } from '../modules/auth/tokens.ts';

export interface Principal {
  userId: number;
  sessionId: string;
  name: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by lib/http/route.ts on endpoints declared `access: 'public'`: a bad bearer token is ignored there. */
    publicAccess?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Set by the route group's guard (`customerOnly`, `requirePermission`). */
    actor: Actor | null;
  }
}

// Safety net only: revocations and role changes invalidate at once (decision 0009).
const CACHE_MS = 60_000;

type Live = { roles: Role[]; userId: number; name: string } | null;

export interface SessionCache {
  get(sessionId: string): Promise<Live>;
  close(): void;
}

/** Live sessions by id, cached while the change feed listens; dropped on revocation or user change. */
export function createSessionCache(db: Db, feed: ChangeFeed): SessionCache {
  const cache = new InvalidatingCache<string, Live>(CACHE_MS);
  const byUser = new Map<number, Set<string>>();
  const load = async (sessionId: string): Promise<Live> => {
    const row = await findSessionUser(db, sessionId);
    if (!row || row.revokedAt || row.disabledAt) return null;
    const ids = byUser.get(row.userId) ?? new Set<string>();
    ids.add(sessionId);
    byUser.set(row.userId, ids);
    return { roles: row.roles as Role[], userId: row.userId, name: row.fullName };
  };
  const close = changeEventsOf(db).subscribe({
    sessionRevoked: (id) => cache.invalidate(id),
    userChanged(userId) {
      for (const id of byUser.get(userId) ?? []) cache.invalidate(id);
      byUser.delete(userId);
    },
    reset() {
      cache.clear();
      byUser.clear();
    },
  });
  return { get: (id) => (feed.listening ? cache.get(id, () => load(id)) : load(id)), close };
}

/**
 * Adds `request.principal` (null when no Authorization header) and rejects bad tokens with 401 —
 * except on public endpoints (login, refresh, logout, …), where a stale or invalid token is ignored
 * and the request goes on unauthenticated: a customer whose access token expired must still be able
 * to refresh, sign in again or sign out (decision 0019).
 */
export function registerAuth(app: FastifyInstance, signer: TokenSigner, sessions: SessionCache): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    try {
      request.principal = await principalOf(header, signer, sessions);
    } catch (error) {
      if (!(error instanceof AppError && request.routeOptions.config?.publicAccess)) throw error;
    }
  });
}

/** The principal of an `Authorization` header; 401 `invalid-user-token` / `user-token-expired`. */
async function principalOf(header: string, signer: TokenSigner, sessions: SessionCache): Promise<Principal> {
  if (!header.startsWith('Bearer ')) throw new AppError('invalid-user-token');
  const claims = await signer.verify(header.slice(7).trim());
  const live = await sessions.get(claims.sessionId);
  if (!live || live.userId !== claims.userId) throw new AppError('invalid-user-token');
  return { userId: claims.userId, sessionId: claims.sessionId, name: live.name, roles: live.roles };
}

/** The signed-in principal, or 401. */
export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated');
  return request.principal;
}

function actorFrom(p: Principal, scope: Scope, ip: string): Actor {
  return { userId: p.userId, name: p.name, roles: p.roles, scope, ip };
}

/**
 * Route hook (preValidation, so it answers before any body check) of the customer app's routes:
 * 401 without a user; the actor sees only their own objects, whatever roles they hold.
 */
export async function customerOnly(request: FastifyRequest): Promise<void> {
  request.actor = actorFrom(requireUser(request), 'own', request.ip);
}

/**
 * Route hook (preValidation) of the agent's routes (/Agency, decision 0118): 401 without a user,
 * 403 `agent-only` unless the user holds the `agent` role; the actor has the `agent` scope (their own
 * and their customers' objects, DESIGN.md §3.10).
 */
export async function agentOnly(request: FastifyRequest): Promise<void> {
  const p = requireUser(request);
  if (!p.roles.includes('agent')) throw new AppError('agent-only');
  request.actor = actorFrom(p, 'agent', request.ip);
}

/**
 * Route hook (preValidation) of staff routes: 401 without a user, 403 unless one of the user's roles
 * holds `permission` in the catalogue (@app/shared/permissions); the actor has the staff scope.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const p = requireUser(request);
    if (!can(p.roles, permission)) throw new AppError('forbidden');
    request.actor = actorFrom(p, 'staff', request.ip);
  };
}

/** The actor the route's guard built, or 401. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated');
  return request.actor;
}

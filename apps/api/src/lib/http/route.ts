/**
 * Registers a route from its endpoint declaration (@app/shared/contracts/*.endpoints.ts): method,
 * path, the schemas with the `{ Message, code }` body for each declared error status, the guard
 * that `access` names (`customer` → customerOnly, `agent` → agentOnly, a permission →
 * requirePermission, `public` → none), and a required `Idempotency-Key` when declared. The handler gets the parsed params, query
 * and body (a NUL the schemas let through is refused: lib/http/input-guard.ts), the Actor the guard
 * built, the key, and the raw request and reply (cookies, headers).
 * Decision 0016.
 */

import { errorBody } from '@app/shared/contracts/common';
import type { Access, Endpoint, ParsedOf, ResponseOf } from '@app/shared/contracts/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import { agentOnly, customerOnly, requirePermission } from '../../plugins/auth.ts';
import type { Actor } from '../platform/actor.ts';
import { requireIdempotencyKey } from './idempotency.ts';
import { rejectNul } from './input-guard.ts';

export interface RouteContext<E extends Endpoint> {
  params: ParsedOf<E, 'params'>;
  query: ParsedOf<E, 'query'>;
  body: ParsedOf<E, 'body'>;
  /** Who calls: built by the guard; null on public endpoints (see `req.principal` there). */
  actor: E['access'] extends 'public' ? null : Actor;
  /** The validated `Idempotency-Key` header, on endpoints that declare one. */
  idempotencyKey: E['idempotencyKey'] extends true ? string : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<ResponseOf<E>> | ResponseOf<E>;

export interface RouteOptions {
  /** Route config, e.g. `{ rateLimit }` for @fastify/rate-limit. */
  config?: FastifyContextConfig;
}

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

function guardOf(access: Access): preValidationHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'agent') return agentOnly;
  return access === 'customer' ? customerOnly : requirePermission(access);
}

/**
 * Adds `endpoint` to `app` (its path below app's prefix). The schemas load while the app boots, so
 * registration is synchronous for the caller; the guard runs in preValidation, before any body check.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  app.register(async (scope) => {
    const s = await endpoint.schemas();
    const guard = guardOf(endpoint.access);
    const errors = Object.fromEntries(endpoint.errors.map((status) => [status, errorBody]));
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { ...options.config, publicAccess: endpoint.access === 'public' },
      ...(guard ? { preValidation: guard } : {}),
      // After validation (whose 400 names the field): the net for a NUL the schemas let through.
      preHandler: rejectNul,
      schema: {
        tags: [endpoint.tag],
        ...(s.params ? { params: s.params } : {}),
        ...(s.query ? { querystring: s.query } : {}),
        ...(s.body ? { body: s.body } : {}),
        ...(endpoint.idempotencyKey ? { headers: idempotencyHeaders } : {}),
        response: { 200: s.response, ...errors },
      },
      handler: async (req, reply) => {
        const ctx = {
          params: req.params,
          query: req.query,
          body: req.body,
          actor: req.actor,
          idempotencyKey: endpoint.idempotencyKey ? requireIdempotencyKey(req.headers['idempotency-key']) : undefined,
          req,
          reply,
        } as unknown as RouteContext<E>;
        return handler(ctx);
      },
    });
  });
}

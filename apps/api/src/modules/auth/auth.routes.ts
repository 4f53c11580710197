/**
 * /api/auth/*: register, login, refresh, logout, password policy, forgot and reset password
 * (declarations: @app/shared/contracts/auth.endpoints). Rate-limited per client address except
 * logout and the policy; the refresh token is set and cleared here as an HttpOnly cookie.
 */

import { defaultPasswordPolicy } from '@app/shared/contracts/auth';
import { authEndpoints as endpoints } from '@app/shared/contracts/auth.endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../lib/http/route.ts';
import * as service from './auth.service.ts';
import { setPasswordWithLink } from './password-link.service.ts';
import { REFRESH_TOKEN_DAYS } from './tokens.ts';

/**
 * Refresh-token cookie per client on the same origin: the PWA's `rt`, and the staff console's
 * `rt_console` when it sends `X-Auth-Client: console`, so signing in to one never replaces the
 * other's session in a shared browser (decision 0011).
 */
function cookieName(req: FastifyRequest): string {
  return req.headers['x-auth-client'] === 'console' ? 'rt_console' : 'rt';
}

export interface AuthRouteOptions {
  deps: service.AuthDeps;
  secureCookies: boolean;
  rateLimitPerMinute: number;
}

export function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): void {
  const { deps } = opts;
  const limited = { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } } };
  const setCookie = (req: FastifyRequest, reply: FastifyReply, value: string) =>
    reply.setCookie(cookieName(req), value, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
      maxAge: REFRESH_TOKEN_DAYS * 86_400,
    });
  const userAgent = (req: FastifyRequest) => req.headers['user-agent'] ?? '';

  route(
    app,
    endpoints.register,
    async ({ body, req, reply }) => {
      const issued = await service.register(deps, body, userAgent(req));
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
    limited,
  );

  route(
    app,
    endpoints.login,
    async ({ body, req, reply }) => {
      const issued = await service.login(deps, body, userAgent(req), req.ip);
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
    limited,
  );

  route(
    app,
    endpoints.refresh,
    async ({ req, reply }) => {
      const issued = await service.refresh(deps, req.cookies[cookieName(req)]);
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
    limited,
  );

  route(app, endpoints.logout, async ({ req, reply }) => {
    if (req.principal) await service.logout(deps, req.principal.sessionId);
    else {
      const presented = req.cookies[cookieName(req)];
      if (presented) await service.logoutByRefreshToken(deps, presented);
    }
    reply.clearCookie(cookieName(req), { path: '/api/auth' });
    return { ok: true as const };
  });

  route(app, endpoints.passwordPolicy, () => defaultPasswordPolicy);

  route(
    app,
    endpoints.forgotPassword,
    async ({ body }) => {
      await service.forgotPassword(deps, body.userName);
      return { ok: true as const };
    },
    limited,
  );

  route(
    app,
    endpoints.resetPassword,
    async ({ body }) => {
      await service.resetPassword(deps, body);
      return { ok: true as const };
    },
    limited,
  );

  route(
    app,
    endpoints.setPassword,
    async ({ body }) => {
      deps.onSessionsRevoked(await setPasswordWithLink(deps.db, body));
      return { ok: true as const };
    },
    limited,
  );
}

/** /api/auth/*: register, login, refresh, logout, password policy, forgot and reset password. */
import {
  defaultPasswordPolicy,
  forgotPasswordInput,
  loginInput,
  okResponse,
  passwordPolicy,
  registerInput,
  resetPasswordInput,
  tokenResponse,
} from '@app/shared/contracts/auth';
import { errorBody } from '@app/shared/contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './auth.service.ts';
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

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const { deps } = opts;
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };
  const setCookie = (req: FastifyRequest, reply: FastifyReply, value: string) =>
    reply.setCookie(cookieName(req), value, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
      maxAge: REFRESH_TOKEN_DAYS * 86_400,
    });
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };

  app.post(
    '/register',
    { config: limited, schema: { tags: ['auth'], body: registerInput, response: { 200: tokenResponse, ...errors } } },
    async (req, reply) => {
      const issued = await service.register(deps, req.body, req.headers['user-agent'] ?? '');
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { tags: ['auth'], body: loginInput, response: { 200: tokenResponse, ...errors } } },
    async (req, reply) => {
      const issued = await service.login(deps, req.body, req.headers['user-agent'] ?? '');
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
  );

  app.post(
    '/refresh',
    { config: limited, schema: { tags: ['auth'], response: { 200: tokenResponse, ...errors } } },
    async (req, reply) => {
      const issued = await service.refresh(deps, req.cookies[cookieName(req)]);
      setCookie(req, reply, issued.refreshToken);
      return { token: issued.token };
    },
  );

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: okResponse } } }, async (req, reply) => {
    if (req.principal) await service.logout(deps, req.principal.sessionId);
    else {
      const presented = req.cookies[cookieName(req)];
      if (presented) await service.logoutByRefreshToken(deps, presented);
    }
    reply.clearCookie(cookieName(req), { path: '/api/auth' });
    return { ok: true as const };
  });

  app.get(
    '/passwordPolicy',
    { schema: { tags: ['auth'], response: { 200: passwordPolicy } } },
    async () => defaultPasswordPolicy,
  );

  app.post(
    '/forgotPassword',
    {
      config: limited,
      schema: { tags: ['auth'], body: forgotPasswordInput, response: { 200: okResponse, ...errors } },
    },
    async (req) => {
      await service.forgotPassword(deps, req.body.userName);
      return { ok: true as const };
    },
  );

  app.post(
    '/resetPassword',
    { config: limited, schema: { tags: ['auth'], body: resetPasswordInput, response: { 200: okResponse, ...errors } } },
    async (req) => {
      await service.resetPassword(deps, req.body);
      return { ok: true as const };
    },
  );
};

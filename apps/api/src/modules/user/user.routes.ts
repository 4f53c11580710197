/** /api/CurrentUser (SPEC.md §7 paths, kept exactly). */
import {
  changeInformationInput,
  changePasswordInput,
  currentUser,
  okResponse,
  updateFcmTokenInput,
} from '@app/shared/contracts/auth';
import { errorBody } from '@app/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customerOnly, requireUser } from '../../plugins/auth.ts';
import { type AuthDeps, changePassword } from '../auth/auth.service.ts';
import type { ProfileCache } from './profile-cache.ts';
import * as service from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthDeps; profiles: ProfileCache }> = async (
  app,
  { db, auth, profiles },
) => {
  app.addHook('preValidation', customerOnly);
  const errors = { 400: errorBody, 401: errorBody, 409: errorBody };

  app.get('/', { schema: { tags: ['user'], response: { 200: currentUser, 401: errorBody } } }, async (req) =>
    service.getCurrentUser(db, profiles, requireUser(req).userId),
  );

  app.put(
    '/ChangeInformation',
    { schema: { tags: ['user'], body: changeInformationInput, response: { 200: currentUser, ...errors } } },
    async (req) => service.changeInformation(db, requireUser(req).userId, req.body),
  );

  app.put(
    '/ChangePassword',
    { schema: { tags: ['user'], body: changePasswordInput, response: { 200: okResponse, ...errors } } },
    async (req) => {
      const p = requireUser(req);
      await changePassword(auth, p.userId, p.sessionId, req.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/UpdateFcmToken',
    { schema: { tags: ['user'], body: updateFcmTokenInput, response: { 200: okResponse, ...errors } } },
    async (req) => {
      await service.updatePushToken(db, requireUser(req).userId, req.body.token);
      return { ok: true as const };
    },
  );
};

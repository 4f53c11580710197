/** /api/CurrentUser: the signed-in user's own account (declarations: @app/shared/contracts/user.endpoints). */
import { currentUserEndpoints as endpoints } from '@app/shared/contracts/user.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type AuthDeps, changePassword } from './auth.service.ts';
import * as service from './profile.service.ts';
import type { ProfileCache } from './profile-cache.ts';

export function userRoutes(
  app: FastifyInstance,
  { db, auth, profiles }: { db: Db; auth: AuthDeps; profiles: ProfileCache },
) {
  route(app, endpoints.get, ({ actor }) => service.getCurrentUser(db, profiles, actor));
  route(app, endpoints.changeInformation, ({ actor, body }) => service.changeInformation(db, actor, body));
  route(app, endpoints.changePassword, async ({ actor, body, req }) => {
    // The password belongs to the auth module, which keeps every other session of the user alive.
    await changePassword(auth, actor.userId, requireUser(req).sessionId, body);
    return { ok: true as const };
  });
  route(app, endpoints.acceptTerms, ({ actor, body }) => service.acceptTerms(db, actor, body.version));
}

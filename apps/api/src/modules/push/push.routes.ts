/**
 * /api/Push and the Web Push half of /api/CurrentUser (UpdateFcmToken, RemoveFcmToken): declarations in
 * @app/shared/contracts/push.endpoints (decision 0111).
 */
import { pushEndpoints as endpoints } from '@app/shared/contracts/push.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { vapidFromEnv } from './push.config.ts';
import { listDevices, registerDevice, removeDevice, removeDeviceByEndpoint, sendTest } from './push.service.ts';
import { createPushSender, type PushSender } from './push-sender.ts';

/** "Gửi thử" calls a minute per user: each one sends to every device of theirs. */
export const PUSH_TESTS_PER_MINUTE = 5;

export function pushRoutes(app: FastifyInstance, deps: { db: Db; env: Env; sender?: PushSender | null }): void {
  const { db } = deps;
  const vapid = vapidFromEnv(deps.env);
  const sender = deps.sender !== undefined ? deps.sender : vapid && createPushSender(vapid);
  const ok = { ok: true as const };

  route(app, endpoints.vapidPublicKey, () => {
    if (!sender) throw new AppError('push-not-configured');
    return { publicKey: sender.publicKey };
  });
  route(app, endpoints.updateFcmToken, async ({ actor, body, req }) => {
    await registerDevice(db, actor, body.token, req.headers['user-agent'] ?? '');
    return ok;
  });
  route(app, endpoints.removeFcmToken, async ({ actor, body }) => {
    await removeDeviceByEndpoint(db, actor, body.token);
    return ok;
  });
  route(app, endpoints.devices, ({ actor }) => listDevices(db, actor));
  route(app, endpoints.removeDevice, async ({ actor, params }) => {
    await removeDevice(db, actor, params.id);
    return ok;
  });
  route(app, endpoints.test, ({ actor }) => sendTest(db, sender, actor), perUserLimit(PUSH_TESTS_PER_MINUTE));
}

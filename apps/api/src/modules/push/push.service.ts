/**
 * Web Push devices (decision 0111): a device's subscription registered at sign-in or from the
 * profile (`UpdateFcmToken`), removed at sign-out, listed and removed from the profile, and
 * "Gửi thử" sent to each of the caller's devices at once.
 */
import { createECDH } from 'node:crypto';
import type { PushDevice, PushTestResult, WebPushSubscription } from '@app/shared/contracts/push';
import { userLimits } from '@app/shared/limits';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockUser } from '../auth/auth.service.ts';
import * as repo from './push.repository.ts';
import { deviceLabel } from './push-policy.ts';
import type { PushOutcome, PushSender, PushTarget } from './push-sender.ts';

/** Whether `p256dh` (base64url) is a point on P-256: the encryption of every push needs it. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the caller's device (`userAgent` from the request, cut to 300 characters). At most
 * `userLimits.pushDevices` per user: beyond, the one silent the longest goes. 400 when the key is
 * not a P-256 point.
 */
export async function registerDevice(db: Db, actor: Actor, sub: WebPushSubscription, userAgent: string) {
  if (!isCurvePoint(sub.keys.p256dh)) throw new AppError('push-subscription-invalid');
  await transaction(db, async (tx) => {
    await lockUser(tx, actor.userId);
    const id = await repo.upsertSubscription(tx, actor.userId, {
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      userAgent: userAgent.replaceAll('\u0000', '').slice(0, 300),
    });
    await repo.keepNewestSubscriptions(tx, actor.userId, id, userLimits.pushDevices);
  });
}

/** Removes the caller's device with `endpoint` (sign-out); nothing when it is not theirs. */
export async function removeDeviceByEndpoint(db: Db, actor: Actor, endpoint: string): Promise<void> {
  await repo.deleteByEndpoint(db, actor.userId, endpoint);
}

export async function removeDevice(db: Db, actor: Actor, id: number): Promise<void> {
  if (!(await repo.deleteDevice(db, actor.userId, id))) throw new AppError('push-device-not-found');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listDevices(db: Db, actor: Actor): Promise<{ items: PushDevice[] }> {
  const rows = await repo.listDevices(db, actor.userId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      device: deviceLabel(r.userAgent),
      endpoint: r.endpoint,
      createdAt: r.createdAt.toISOString(),
      lastSuccessAt: iso(r.lastSuccessAt),
      lastFailureAt: iso(r.lastFailureAt),
      failures: r.failures,
    })),
  };
}

/**
 * Records what the push service answered for subscription `id`: a success resets its failures, a
 * 404/410 deletes it, anything else is counted with its error.
 */
export async function recordOutcome(db: Executor, id: number, outcome: PushOutcome): Promise<void> {
  if (outcome.kind === 'sent') await repo.markSent(db, id);
  else if (outcome.kind === 'gone') await repo.deleteSubscription(db, id);
  else await repo.markFailed(db, id, outcome.error);
}

/** The test message: what it says and opens. */
export const TEST_PUSH = {
  title: 'Gửi thử',
  body: 'Thông báo đẩy trên thiết bị này đã hoạt động.',
  link: '/profile',
  tag: 'push-test',
};

/** Sends "Gửi thử" to each of the caller's devices now; 404 when push is off on this server. */
export async function sendTest(db: Db, sender: PushSender | null, actor: Actor): Promise<PushTestResult> {
  if (!sender) throw new AppError('push-not-configured');
  const rows = await repo.listDevices(db, actor.userId);
  const items = await Promise.all(
    rows.map(async (r) => {
      const target: PushTarget = { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth };
      const outcome = await sender.send(target, TEST_PUSH, { ttlSeconds: 60, urgency: 'high' });
      await recordOutcome(db, r.id, outcome);
      const result = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'gone' ? 'gone' : 'failed';
      return { id: r.id, device: deviceLabel(r.userAgent), outcome: result } as const;
    }),
  );
  return { items };
}

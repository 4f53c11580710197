/**
 * The `web_push` job (decision 0111): one per notification and device, enqueued by notify() in the
 * notification's transaction (modules/notification/notify.ts, `max_attempts` 8). It sends the
 * notification's title, body and link, nothing else, with its category's TTL and urgency.
 * - notification or device gone, device moved to another account, push turned off since: done;
 * - `sent`: the device's failures reset; `gone` (404/410): the device is deleted; `rejected`: counted, done;
 * - `retry` (429, 5xx, network): counted, then the job throws so graphile-worker runs it again
 *   with exponential back-off, up to its 8 attempts.
 * Without VAPID keys (push off) the job logs once and is done.
 */
import type { Db } from '../../db/client.ts';
import { findDelivery } from './push.repository.ts';
import { recordOutcome } from './push.service.ts';
import { pushPolicyOf } from './push-policy.ts';
import type { PushSender } from './push-sender.ts';

export type { PushSender } from './push-sender.ts';

/**
 * The task's name: `WEB_PUSH_TASK` of modules/notification/notify.ts, which enqueues it (a module
 * reaches another only through its service, so the name is repeated here; push.test.ts checks both agree).
 */
export const WEB_PUSH_TASK = 'web_push';

export class PushRetryError extends Error {}

/** Sends notification `notificationId` to device `subscriptionId`; throws PushRetryError to be retried. */
export async function deliverPush(
  db: Db,
  sender: PushSender,
  notificationId: number,
  subscriptionId: number,
): Promise<void> {
  const d = await findDelivery(db, notificationId, subscriptionId);
  if (!d?.pushAllowed) return;
  const outcome = await sender.send(
    { endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth },
    { title: d.title, body: d.body, link: d.link, tag: `n${notificationId}` },
    pushPolicyOf(d.category),
  );
  await recordOutcome(db, subscriptionId, outcome);
  if (outcome.kind === 'retry') throw new PushRetryError(`web push to device ${subscriptionId}: ${outcome.error}`);
}

/** The task list entry of `web_push`; `sender` null when the server has no VAPID keys. */
export function pushTasks(db: Db, sender: PushSender | null, log: (m: string) => void = () => {}) {
  let warned = false;
  return {
    [WEB_PUSH_TASK]: async (payload: unknown) => {
      const p = payload as { notificationId?: unknown; subscriptionId?: unknown };
      if (!Number.isSafeInteger(p.notificationId) || !Number.isSafeInteger(p.subscriptionId)) return;
      if (!sender) {
        if (!warned)
          log('web push: no VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); notifications stay in the app');
        warned = true;
        return;
      }
      await deliverPush(db, sender, p.notificationId as number, p.subscriptionId as number);
    },
  };
}

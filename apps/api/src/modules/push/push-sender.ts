/**
 * Sending one Web Push message with `web-push` (decision 0111): the payload encrypted for the
 * device (RFC 8291, aes128gcm), signed with our VAPID key (RFC 8292), POSTed to whatever https
 * endpoint the subscription names. Certificates are checked against Node's store, which includes
 * NODE_EXTRA_CA_CERTS; tests pass an `agent` trusting their local push-service fake instead.
 * The push service's answer becomes an outcome (RFC 8030 §5, §6.2):
 * - 2xx `sent`;
 * - 404/410 `gone` (the subscription expired or was unsubscribed: delete it);
 * - 429, 5xx, a timeout or a network error `retry` (try again later, with back-off);
 * - any other 4xx `rejected` (400 bad request, 403 key mismatch, 413 too large: retrying repeats it),
 *   and so is a failure before the request (status 0).
 */
import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { VapidConfig } from './push.config.ts';

/** What the device shows: never a money amount (a lock screen is public). */
export interface PushPayload {
  title: string;
  body: string;
  /** The in-app path a click opens. */
  link: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag?: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number | null; error: string }
  | { kind: 'rejected'; status: number; error: string };

export interface PushSendOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export interface PushSender {
  /** The application server key browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  /** An https.Agent for the push services (tests: one that trusts the fake's certificate). */
  agent?: Agent;
  /** Socket timeout of one send, ms (default 10 s). */
  timeoutMs?: number;
}

/** Classifies a push service's HTTP status (see the file's comment). */
export function outcomeOfStatus(status: number, error = ''): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', status, error: error || `HTTP ${status}` };
  return { kind: 'rejected', status, error: error || `HTTP ${status}` };
}

export function createPushSender(vapid: VapidConfig, opts: PushSenderOptions = {}): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options) {
      try {
        const res = await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            urgency: options.urgency ?? 'normal',
            contentEncoding: 'aes128gcm',
            timeout: opts.timeoutMs ?? 10_000,
            ...(opts.agent ? { agent: opts.agent } : {}),
          },
        );
        return outcomeOfStatus(res.statusCode);
      } catch (err) {
        if (err instanceof WebPushError)
          return outcomeOfStatus(err.statusCode, `HTTP ${err.statusCode} ${err.body}`.trim());
        const message = err instanceof Error ? err.message : String(err);
        // Network, TLS or timeout (errors with a system `code`, or web-push's socket timeout): the
        // service may be back later. Anything else failed before sending (a key that is not a
        // curve point): sending again fails the same way.
        const code = (err as { code?: unknown } | null)?.code;
        if (typeof code === 'string' || message === 'Socket timeout')
          return { kind: 'retry', status: null, error: message };
        return { kind: 'rejected', status: 0, error: message };
      }
    },
  };
}

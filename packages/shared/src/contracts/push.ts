/**
 * Web Push (DESIGN.md §3.11, decision 0111): a device's subscription as the browser gives it
 * (`PushSubscription.toJSON()`, RFC 8030 endpoint + RFC 8291 keys), the caller's devices, and the
 * answer of "Gửi thử". The API validates with these; the PWA's profile section reads the answers.
 */
import { z } from 'zod';
import { hasNoNul } from './common.ts';

const INVALID = 'Mã thiết bị không hợp lệ';
/** Longest endpoint URL accepted (browsers' are under 500 characters). */
export const PUSH_ENDPOINT_MAX = 1000;
/** Longest `token` string (the subscription's JSON). */
export const PUSH_TOKEN_MAX = 4096;

/** Bytes decoded from an unpadded base64url string of `length` characters. */
const base64urlBytes = (length: number) => Math.floor((length * 6) / 8);

/** base64url (RFC 4648 §5, padding tolerated) decoding to exactly `bytes` bytes. */
function base64urlOf(bytes: number, extra?: (s: string) => boolean) {
  return z
    .string(INVALID)
    .max(200, INVALID)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID)
    .refine((s) => base64urlBytes(s.replace(/=+$/, '').length) === bytes && (!extra || extra(s)), INVALID);
}

/** The push service's address: https only, no credentials, no NUL (the server POSTs to it). */
export const pushEndpoint = z
  .string(INVALID)
  .max(PUSH_ENDPOINT_MAX, INVALID)
  .refine(hasNoNul, INVALID)
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'https:' && !u.username && !u.password && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'Địa chỉ nhận thông báo đẩy phải là https');

/** A Web Push subscription as `PushSubscription.toJSON()` gives it. */
export const webPushSubscription = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, uncompressed (first byte 0x04, so 'B' in base64url). */
    p256dh: base64urlOf(65, (s) => s.startsWith('B')),
    /** The auth secret: 16 bytes. */
    auth: base64urlOf(16),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/** The subscription's JSON as a string (the seed's "FCM token" name), parsed then checked like the object. */
const subscriptionJson = z.string(INVALID).max(PUSH_TOKEN_MAX, INVALID).transform(parseJson).pipe(webPushSubscription);

/** `POST /CurrentUser/UpdateFcmToken`: `token` is the subscription, as an object or its JSON string. */
export const updateFcmTokenInput = z.object({
  token: z.union([webPushSubscription, subscriptionJson], { error: INVALID }),
});
export type UpdateFcmTokenInput = z.input<typeof updateFcmTokenInput>;

/** `POST /CurrentUser/RemoveFcmToken`: the subscription (object or JSON string) or its endpoint alone. */
export const removeFcmTokenInput = z.object({
  token: z.union(
    [
      z.object({ endpoint: pushEndpoint }).transform((t) => t.endpoint),
      pushEndpoint,
      z
        .string(INVALID)
        .max(PUSH_TOKEN_MAX, INVALID)
        .transform(parseJson)
        .pipe(z.object({ endpoint: pushEndpoint }))
        .transform((t) => t.endpoint),
    ],
    { error: INVALID },
  ),
});

export const vapidPublicKey = z.object({
  /** The application server key (uncompressed P-256 point, base64url) for `pushManager.subscribe`. */
  publicKey: z.string(),
});

/** One of the caller's devices. `endpoint` lets the app tell which row is the device in hand. */
export const pushDevice = z.object({
  id: z.number().int(),
  /** "Chrome · Android", made from the user agent. */
  device: z.string(),
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastFailureAt: z.iso.datetime().nullable(),
  /** Failed sends since the last success. */
  failures: z.number().int(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushDeviceList = z.object({ items: z.array(pushDevice) });

/** What happened on one device: delivered to its push service, gone (removed), or failed. */
export const pushTestOutcomes = ['sent', 'gone', 'failed'] as const;
export type PushTestOutcome = (typeof pushTestOutcomes)[number];

export const pushTestResult = z.object({
  items: z.array(z.object({ id: z.number().int(), device: z.string(), outcome: z.enum(pushTestOutcomes) })),
});
export type PushTestResult = z.infer<typeof pushTestResult>;

/** The Web Push contracts (decision 0111): what a browser's subscription may look like, and what not. */
import { describe, expect, it } from 'vitest';
import { removeFcmTokenInput, updateFcmTokenInput } from './push.ts';

// A real P-256 public key (uncompressed, 65 bytes) and a 16-byte auth secret.
const p256dh = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const auth = 'tBHItJI5svbpez7KI4CCXg';
const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', expirationTime: null, keys: { p256dh, auth } };

describe('updateFcmTokenInput', () => {
  it('takes the subscription as an object or as its JSON string', () => {
    expect(updateFcmTokenInput.parse({ token: sub }).token).toEqual(sub);
    expect(updateFcmTokenInput.parse({ token: JSON.stringify(sub) }).token).toEqual(sub);
  });

  it.each([
    ['an opaque device token', 'fcm-device-token-abcdefghijklmnop'],
    ['broken JSON', '{"endpoint":'],
    ['an http endpoint', { ...sub, endpoint: 'http://push.example/x' }],
    ['credentials in the endpoint', { ...sub, endpoint: 'https://a:b@push.example/x' }],
    ['a key of 64 bytes', { ...sub, keys: { p256dh: p256dh.slice(0, 86), auth } }],
    ['a compressed key', { ...sub, keys: { p256dh: `A${p256dh.slice(1)}`, auth } }],
    ['an auth secret of 15 bytes', { ...sub, keys: { p256dh, auth: auth.slice(0, 20) } }],
    ['no keys', { endpoint: sub.endpoint }],
    ['a number', 42],
  ])('refuses %s in Vietnamese', (_name, token) => {
    const result = updateFcmTokenInput.safeParse({ token });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/không hợp lệ|phải là https/);
  });
});

describe('removeFcmTokenInput', () => {
  it('takes the subscription, its JSON or its endpoint, and answers the endpoint', () => {
    for (const token of [sub, JSON.stringify(sub), sub.endpoint]) {
      expect(removeFcmTokenInput.parse({ token }).token).toBe(sub.endpoint);
    }
    expect(removeFcmTokenInput.safeParse({ token: 'khong-phai-url' }).success).toBe(false);
  });
});

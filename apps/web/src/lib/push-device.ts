/**
 * This device's Web Push subscription (decision 0111): whether the browser can receive pushes,
 * subscribing with the server's VAPID key and registering the subscription
 * (`POST /CurrentUser/UpdateFcmToken`), keeping it registered after each sign-in once the user has
 * allowed notifications, and removing it from the account at sign-out. The permission prompt
 * only ever follows a tap ("Bật thông báo"): browsers hold unprompted asks against a site.
 */
import { pushEndpoints } from '@app/shared/contracts/push.endpoints';
import { call } from './api-client.ts';

/** `ios-install`: an iPhone or iPad in Safari, outside the app added to the home screen (no push there). */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

function isIos(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1)
  );
}

function isStandalone(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}

export function pushSupport(): PushSupport {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (supported) return 'supported';
  return isIos() && !isStandalone() ? 'ios-install' : 'unsupported';
}

/** The notification permission, or 'unsupported'. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The app's service worker registration, or null when none becomes ready within `timeoutMs`. */
async function registration(timeoutMs = 5_000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

/** This device's current subscription, if any. */
export async function currentSubscription(timeoutMs?: number): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await registration(timeoutMs);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function base64urlBytes(s: string): Uint8Array {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/**
 * Subscribes (reusing a subscription made with the same server key) and registers it for the
 * signed-in user. Needs the permission granted. Throws ApiError or the browser's error.
 */
async function subscribeAndRegister(): Promise<PushSubscription> {
  const reg = await registration();
  if (!reg) throw new Error('service worker not ready');
  const { publicKey } = await call(pushEndpoints.vapidPublicKey);
  const key = base64urlBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe(); // the server's key changed: the old subscription cannot be used
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  await call(pushEndpoints.updateFcmToken, { body: { token: sub.toJSON() as never } });
  return sub;
}

/** "Bật thông báo": asks for the permission (a tap must precede this), then subscribes. Answers the permission. */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await subscribeAndRegister();
  return permission;
}

/** After sign-in: when notifications are already allowed, registers this device for the user. Never throws. */
export async function syncPushSubscription(): Promise<void> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
  await subscribeAndRegister().catch(() => undefined);
}

/**
 * Sign-out: removes this device from the account (`POST /CurrentUser/RemoveFcmToken`) so the next
 * person on it hears nothing of this account. Waits at most `timeoutMs`; never throws. The browser
 * keeps its subscription, for whoever signs in next.
 */
export async function forgetPushDevice(timeoutMs = 1_000): Promise<void> {
  const work = (async () => {
    const sub = await currentSubscription(timeoutMs);
    if (sub) await call(pushEndpoints.removeFcmToken, { body: { token: sub.endpoint } });
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

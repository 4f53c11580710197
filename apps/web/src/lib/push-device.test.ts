/**
 * This device's push subscription (decision 0111): sign-out removes it from the account within a
 * second even when the server does not answer, and an iPhone outside the home-screen app is told to
 * add it first. Fake navigator, window, storage and fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPushDevice, pushSupport } from './push-device.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const jwt = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.sig`;

function fakeDevice(userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0') {
  const subscription = { endpoint: ENDPOINT };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('navigator', {
    userAgent,
    platform: 'Linux armv8l',
    maxTouchPoints: 5,
    serviceWorker: { ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { permission: 'granted' });
  const store = new Map([['jwt_token', jwt]]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
}

beforeEach(() => fakeDevice());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('forgetPushDevice (sign-out)', () => {
  it('removes this device’s endpoint from the account', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await forgetPushDevice();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/api\/CurrentUser\/RemoveFcmToken$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: ENDPOINT });
  });

  it('lets sign-out go on after 1 s when the server does not answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    let done = false;
    const forgetting = forgetPushDevice().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await forgetting;
    expect(done).toBe(true);
  });
});

describe('pushSupport', () => {
  it('is supported where the browser has push', () => {
    expect(pushSupport()).toBe('supported');
  });

  it('asks an iPhone in Safari to add the app to the home screen first', () => {
    fakeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1');
    vi.stubGlobal('window', {});
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(pushSupport()).toBe('ios-install');
  });
});

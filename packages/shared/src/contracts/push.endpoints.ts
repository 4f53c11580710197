/**
 * Web Push (DESIGN.md §3.11, decision 0111): the server's VAPID key, a device's subscription at the
 * specification's `/CurrentUser/UpdateFcmToken` (the name kept; the token is a Web Push
 * subscription), its removal at sign-out, and the caller's devices with "Gửi thử".
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('push', () => import('./push.ts'));
const errors = [400, 401, 404] as const;

export const pushEndpoints = {
  /** The VAPID public key for `pushManager.subscribe`; 404 `push-not-configured` (like an unconfigured bank webhook) when the server has none. */
  vapidPublicKey: endpoint({
    method: 'GET',
    path: '/Push/VapidPublicKey',
    access: 'public',
    errors: [404],
    schemas: (s) => ({ response: s.vapidPublicKey }),
  }),
  /**
   * Stores this device's subscription for the caller (user agent from the request). The same
   * endpoint registered by another account moves to the caller; beyond 10 devices the one silent the
   * longest goes.
   */
  updateFcmToken: endpoint({
    method: 'POST',
    path: '/CurrentUser/UpdateFcmToken',
    access: 'customer',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.updateFcmTokenInput, response: okResponse }),
  }),
  /** Removes the caller's subscription with this endpoint (at sign-out); 200 also when there is none. */
  removeFcmToken: endpoint({
    method: 'POST',
    path: '/CurrentUser/RemoveFcmToken',
    access: 'customer',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.removeFcmTokenInput, response: okResponse }),
  }),
  /** The caller's devices, newest first. */
  devices: endpoint({
    method: 'GET',
    path: '/Push/Devices',
    access: 'customer',
    errors: [401],
    schemas: (s) => ({ response: s.pushDeviceList }),
  }),
  /** Removes one of the caller's devices; another user's is 404. */
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/Push/Devices/:id',
    access: 'customer',
    errors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
  /** Sends "Gửi thử" to each of the caller's devices now and says what happened (5 a minute, then 429). */
  test: endpoint({
    method: 'POST',
    path: '/Push/Test',
    access: 'customer',
    errors: [401, 404, 429],
    schemas: (s) => ({ response: s.pushTestResult }),
  }),
};

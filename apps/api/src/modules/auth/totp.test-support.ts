/**
 * TOTP helpers for API tests (decision 0098): codes from a secret at a step offset from now (the API
 * accepts one step either side), and a staff member set up and enabled through the endpoints.
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';

type Auth = { authorization: string };

/** The code of `secret` for now plus `steps` × 30 s. */
export function totpCodeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** POST with a JSON body (or none) as `auth`. */
export function post(app: FastifyInstance, url: string, auth: Auth | undefined, payload?: object) {
  return app.inject({ method: 'POST', url, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}) });
}

/**
 * Sets up and enables TOTP for the signed-in member: the secret, and the recovery codes. The enabling
 * code is the previous step's, so a code of the current step is still unused afterwards.
 */
export async function enableTotp(
  app: FastifyInstance,
  auth: Auth,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(app, '/api/Admin/CurrentUser/Totp/Setup', auth);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(app, '/api/Admin/CurrentUser/Totp/Enable', auth, { code: await totpCodeAt(secret, -1) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes };
}

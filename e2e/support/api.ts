/** Direct API calls the journeys use to prepare or check state (never to replace a screen under test). */
import { randomBytes } from 'node:crypto';

// Unique per run: the load time in ms × 10, then a counter (see apps/api/src/test/helpers.ts).
let n = (Date.now() % 10_000_000) * 10;

/** A fresh customer: unique email and Vietnamese mobile. */
export function newCustomer() {
  n += 1;
  return {
    fullName: 'Lê Thị Hồng',
    email: `hong.${randomBytes(4).toString('hex')}@example.vn`,
    phone: `09${String(n % 100_000_000).padStart(8, '0')}`,
    password: 'matkhau123',
  };
}

export async function apiCall<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function registerViaApi(baseUrl: string) {
  const c = newCustomer();
  const { token } = await apiCall<{ token: string }>(baseUrl, '/auth/register', { method: 'POST', body: c });
  return { ...c, token };
}

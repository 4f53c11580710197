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
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
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

/**
 * Places one purchase order for `customer` through the API, as the PWA's checkout does: one Taobao
 * item in the cart (`item` overrides title, product id, price in fen…), an address in Hà Nội, the
 * warehouse Kho Hà Nội. Answers the order (`waiting for its deposit`).
 */
export async function placeOrderViaApi(
  baseUrl: string,
  customer: Awaited<ReturnType<typeof registerViaApi>>,
  item: {
    productId: string;
    title: string;
    shopName: string;
    unitPriceFen: number;
    skuProperties?: Record<string, string>;
  },
): Promise<{ id: number; code: string }> {
  const token = customer.token;
  const line = await apiCall<{ id: number }>(baseUrl, '/ShoppingCart', {
    method: 'POST',
    token,
    body: {
      site: 'taobao',
      url: `https://item.taobao.com/item.htm?id=${item.productId}`,
      skuProperties: {},
      quantity: 1,
      imageUrl: null,
      note: '',
      ...item,
    },
  });
  const address = await apiCall<{ id: number }>(baseUrl, '/Address', {
    method: 'POST',
    token,
    body: {
      receiverName: customer.fullName,
      phone: customer.phone,
      provinceCode: '01',
      wardCode: '00004',
      street: 'Số 12 ngõ 34 phố Đội Cấn',
    },
  });
  const houses = await apiCall<{ id: number; name: string }[]>(baseUrl, '/Warehouse', { token });
  const [order] = await apiCall<{ id: number; code: string }[]>(baseUrl, '/OrderOrdering', {
    method: 'POST',
    token,
    body: {
      cartItemIds: [line.id],
      addressId: address.id,
      vnWarehouseId: houses.find((w) => w.name === 'Kho Hà Nội')!.id,
    },
  });
  return order!;
}

/** A 1×1 PNG, for the tests' uploads (photos, proofs). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The admin (access `token`) saves `patch` over the settings in force, the others unchanged. */
export async function saveSettings(baseUrl: string, token: string, patch: Record<string, unknown>): Promise<void> {
  const {
    updatedAt: _a,
    updatedBy: _b,
    ...current
  } = await apiCall<Record<string, unknown>>(baseUrl, '/Admin/Settings', { token });
  await apiCall(baseUrl, '/Admin/Settings', { method: 'PUT', token, body: { ...current, ...patch } });
}

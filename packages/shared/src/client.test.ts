/** The shared typed client: URLs from declarations, headers, tokens, and the one ApiError. */
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, createApiClient, createDownloader, urlOf } from './client.ts';
import { addressEndpoints } from './contracts/address.endpoints.ts';
import type { Address } from './contracts/address.ts';
import { authEndpoints } from './contracts/auth.endpoints.ts';
import { productEndpoints } from './contracts/product.endpoints.ts';
import { adminPurchaseOrderEndpoints, purchaseOrderEndpoints } from './contracts/purchase-order.endpoints.ts';

type Call = [string, RequestInit];

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const header = (call: Call | undefined, name: string) =>
  (call?.[1].headers as Record<string, string> | undefined)?.[name];

afterEach(() => vi.unstubAllGlobals());

describe('urlOf', () => {
  it('fills path parameters, encoded, and keeps only the defined query values in their order', () => {
    expect(urlOf(addressEndpoints.get, { id: 12 })).toBe('/Address/12');
    expect(
      urlOf(productEndpoints.lookup, { site: 'taobao', productId: 'link' }, { url: 'https://e.tb.cn/h.x?a=b c' }),
    ).toBe('/ChinaWebProduct/taobao/link?url=https%3A%2F%2Fe.tb.cn%2Fh.x%3Fa%3Db+c');
    expect(urlOf(purchaseOrderEndpoints.list, undefined, { page: 2, pageSize: 20, status: undefined })).toBe(
      '/OrderOrdering?page=2&pageSize=20',
    );
    expect(urlOf({ path: '/X/:a' }, { a: 'á/b' })).toBe('/X/%C3%A1%2Fb');
  });

  it('refuses a missing path parameter', () => {
    expect(() => urlOf(addressEndpoints.get, {})).toThrow('missing path parameter id');
  });
});

describe('createApiClient', () => {
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    getToken: (e) => (e.access === 'public' ? null : 'tok'),
    onUnauthorized,
    headers: { 'X-Test': '1' },
    credentials: 'include',
  });
  afterEach(() => onUnauthorized.mockReset());

  it("sends the declaration's method and path, JSON, the configured token and headers; answers the body", async () => {
    const fetch = stubFetch(200, { id: 3 });
    const answer = await client.call(addressEndpoints.update, { params: { id: 3 }, body: addressInput });
    expect(answer).toEqual({ id: 3 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Address/3');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual(addressInput);
    expect(header(fetch.mock.calls[0], 'Content-Type')).toBe('application/json');
    expect(header(fetch.mock.calls[0], 'Authorization')).toBe('Bearer tok');
    expect(header(fetch.mock.calls[0], 'X-Test')).toBe('1');
  });

  it('sends no body and no content type without a body, and the Idempotency-Key when declared', async () => {
    const fetch = stubFetch(200, {});
    await client.call(purchaseOrderEndpoints.deposit, { params: { id: 7 }, idempotencyKey: 'key-12345678' });
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, init.body]).toEqual(['/api/OrderOrdering/7/Deposit', 'POST', undefined]);
    expect(header(fetch.mock.calls[0], 'Idempotency-Key')).toBe('key-12345678');
    expect(header(fetch.mock.calls[0], 'Content-Type')).toBeUndefined();
  });

  it('uses an explicit token, or none, and then a 401 is only an error', async () => {
    const fetch = stubFetch(401, { Message: 'Phiên đăng nhập không hợp lệ', code: 'invalid-user-token' });
    await expect(client.call(addressEndpoints.list, { token: 'other' })).rejects.toThrow(ApiError);
    await expect(client.call(addressEndpoints.list, { token: null })).rejects.toThrow(ApiError);
    expect(header(fetch.mock.calls[0], 'Authorization')).toBe('Bearer other');
    expect(header(fetch.mock.calls[1], 'Authorization')).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('throws ApiError(status, code, Message) and tells onUnauthorized about a 401 first', async () => {
    stubFetch(401, { Message: 'Phiên đăng nhập đã hết hạn', code: 'user-token-expired' });
    const error = await client.call(addressEndpoints.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'user-token-expired', message: 'Phiên đăng nhập đã hết hạn' });
    expect(onUnauthorized).toHaveBeenCalledWith(error, addressEndpoints.list);
  });

  it("names a body without a code by its status, and says 'Có lỗi xảy ra' without a Message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(client.call(addressEndpoints.list)).rejects.toMatchObject({
      status: 502,
      code: 'http-502',
      message: 'Có lỗi xảy ra',
    });
  });

  it('turns a network failure or a timeout into status 0 network-request-failed, but rethrows an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(client.call(authEndpoints.passwordPolicy)).rejects.toMatchObject({
      status: 0,
      code: 'network-request-failed',
    });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => Promise.reject(init.signal?.reason)),
    );
    await expect(client.call(authEndpoints.passwordPolicy, { signal: controller.signal })).rejects.not.toBeInstanceOf(
      ApiError,
    );
    const timed = createApiClient({ baseUrl: '', getToken: () => null, timeoutMs: () => 5 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_u: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    await expect(timed.call(authEndpoints.passwordPolicy)).rejects.toMatchObject({ code: 'network-request-failed' });
  });

  it('types input and answer from the declaration (checked by tsc; never called)', () => {
    const typeOnly = () => {
      expectTypeOf(client.call(addressEndpoints.list)).resolves.toEqualTypeOf<Address[]>();
      // @ts-expect-error params are required where the path has them
      void client.call(addressEndpoints.get);
      // @ts-expect-error the Idempotency-Key is required where declared
      void client.call(purchaseOrderEndpoints.deposit, { params: { id: 1 } });
      // @ts-expect-error no body on a GET
      void client.call(addressEndpoints.list, { body: {} });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

const addressInput = {
  receiverName: 'Trần Thị Mai',
  phone: '0912345678',
  provinceCode: '01',
  wardCode: '00004',
  street: '12 Hàng Bạc',
};

describe('createDownloader', () => {
  const onUnauthorized = vi.fn();
  const { download } = createDownloader({ baseUrl: '/api', getToken: () => 'tok', onUnauthorized });

  it('answers the bytes unparsed with the file name the API gave, sent with the token and the query', async () => {
    const csv = '\ufeffMã đơn\r\nMH2611-000001\r\n';
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(csv, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="don-mua-ho-2026-11-23.csv"',
            'x-export-rows': '1',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await download(adminPurchaseOrderEndpoints.export, { query: { q: 'thu hằng' } });
    expect(file.fileName).toBe('don-mua-ho-2026-11-23.csv');
    expect(file.headers.get('x-export-rows')).toBe('1');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1)); // the decoder drops the BOM it read
    const [url, init] = fetch.mock.calls[0]! as Call;
    expect(url).toBe('/api/Admin/OrderOrdering/Export?q=thu+h%E1%BA%B1ng');
    expect(header([url, init], 'Authorization')).toBe('Bearer tok');
  });

  it("throws the API's error like call(), and a 401 runs the handler", async () => {
    stubFetch(403, { Message: 'Bạn không có quyền thực hiện thao tác này', code: 'forbidden' });
    await expect(download(adminPurchaseOrderEndpoints.export)).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    stubFetch(401, { Message: 'Vui lòng đăng nhập', code: 'unauthenticated' });
    await expect(download(adminPurchaseOrderEndpoints.export)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

/** The app as a whole: health, the OpenAPI document, and the error shapes every endpoint shares. */
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { connect } from './db/client.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import { expectError } from './test/fixtures.ts';
import { loginAdmin, registerCustomer, testDatabaseUrl, useTestApp } from './test/helpers.ts';

const ctx = useTestApp();

describe('app', () => {
  it('answers GET /api/health with { status: "ok" }', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document listing every endpoint', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''));
    const expected = [
      '/api/health',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/passwordPolicy',
      '/api/auth/forgotPassword',
      '/api/auth/resetPassword',
      '/api/CurrentUser',
      '/api/CurrentUser/ChangeInformation',
      '/api/CurrentUser/ChangePassword',
      '/api/CurrentUser/UpdateFcmToken',
      '/api/Location/Provinces',
      '/api/Location/Provinces/{code}/Wards',
      '/api/Warehouse',
      '/api/ChinaWebProduct/Parse',
      '/api/ChinaWebProduct/{site}/{productId}',
      '/api/ShoppingCart',
      '/api/ShoppingCart/{id}',
      '/api/Address',
      '/api/Address/{id}',
      '/api/OrderOrdering',
      '/api/OrderOrdering/{id}',
      '/api/OrderOrdering/{id}/Deposit',
      '/api/OrderOrdering/{id}/Cancel',
      '/api/Wallet/Recharge',
      '/api/Transaction',
      '/api/Admin/OrderOrdering',
      '/api/Admin/OrderOrdering/{id}',
      '/api/Admin/OrderOrdering/{id}/Status',
      '/api/Admin/Recharge',
      '/api/Admin/Recharge/{id}/Approve',
      '/api/Admin/Recharge/{id}/Cancel',
      '/api/Admin/ExchangeRate',
    ];
    for (const p of expected) expect(paths, p).toContain(p);
    // A request body is described from the shared zod contract.
    const login = doc.paths['/api/auth/login'] as {
      post: { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    };
    expect(Object.keys(login.post.requestBody.content['application/json']!.schema.properties)).toEqual([
      'userName',
      'password',
      'totpCode',
      'recoveryCode',
    ]);
  });

  it('answers an unknown /api path with 404 and a Vietnamese Message', async () => {
    for (const url of ['/api/NoSuchThing', '/api/OrderOrdering/1/NoSuchAction', '/api']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expectError(res, 404, 'not-found');
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/NoSuchThing', payload: { a: 1 } });
    expectError(post, 404, 'not-found');
  });

  it('keeps the JSON 404 under /api when the PWA and console are served beside it', async () => {
    const full = await buildApp({
      db: ctx.database.db,
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      mailer: createMailer({ db: ctx.database.db, from: 'test@example.vn', log: () => {} }),
      serveStatic: true,
      logger: false,
    });
    try {
      expectError(await full.inject({ method: 'GET', url: '/api/NoSuchThing' }), 404, 'not-found');
      expect((await full.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await full.close();
    }
  });

  it('answers a malformed JSON body with 400 and a Vietnamese Message', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"site": "taobao", ',
    });
    expectError(res, 400);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/ShoppingCart', headers: user.auth });
    expect(cart.json().itemCount).toBe(0);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
    });
    expectError(login, 400);
  });

  it('answers a body that is not an object with 400 naming nothing in English', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: [] as unknown as object });
    const body = expectError(res, 400, 'validation-error');
    expect(body.Message).not.toMatch(/expected|invalid|required|undefined/i);
  });

  it('answers an unknown error with 500 `Có lỗi xảy ra` and no details', async () => {
    // A real failure: the database pool is gone under the app.
    const database = connect(await testDatabaseUrl(), 1);
    await database.close();
    const broken = await buildApp({
      db: database.db,
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      mailer: createMailer({ db: database.db, from: 'test@example.vn', log: () => {} }),
      logger: false,
    });
    try {
      const res = await broken.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: 'khach@demo.vn', password: 'Khach@12345' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ Message: 'Có lỗi xảy ra', code: 'internal-error' });
      expect(res.body).not.toMatch(/pool|stack|Error/);
    } finally {
      await broken.close();
    }
  });

  it('answers 401 without a token on every endpoint but the public ones', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Parcel photos are public by signed address (an <img> sends no token; photo-urls.ts); the
    // consignment fee calculator and its warehouses are public tools (decision 0063); published
    // articles, static pages and uploaded images are read signed out (decision 0102); so is the
    // tariff in force, for the price list (decision 0099).
    const isPublic = (p: string) =>
      p === '/api/Tariff' ||
      p === '/api/Article' ||
      p.startsWith('/api/Article/') ||
      p.startsWith('/api/StaticPage/') ||
      p.startsWith('/api/Image/') ||
      p.startsWith('/api/health') ||
      p.startsWith('/api/auth/') ||
      p.startsWith('/api/Location/') ||
      p.startsWith('/api/ParcelPhoto/') ||
      p === '/api/OrderShipping/CalcShippingFee' ||
      p === '/api/OrderShipping/Warehouses' ||
      // The VAPID public key is what a browser subscribes with, signed in or not (decision 0111).
      p === '/api/Push/VapidPublicKey' ||
      // Bank notification webhooks authenticate the sender's own key or signature (decision 0105).
      p.startsWith('/api/Webhook/Bank/') ||
      // Taobao sends the browser back here; the signed state names the customer (decision 0116).
      p === '/api/TaobaoIntToken/Callback';
    let checked = 0;
    for (const [p, methods] of Object.entries(doc.paths)) {
      if (isPublic(p)) continue;
      const url = p.replace(/\{site\}/g, 'taobao').replace(/\{[^}]+\}/g, '999999999');
      for (const method of Object.keys(methods)) {
        const m = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const payload = m === 'GET' || m === 'DELETE' ? undefined : {};
        expectError(await ctx.app.inject({ method: m, url, payload }), 401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('answers a customer on any /api/Admin endpoint with 403 and without a token with 401', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const customer = await registerCustomer(ctx.app);
    const admin = await loginAdmin(ctx.app);
    const adminPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/Admin'));
    expect(adminPaths.length).toBeGreaterThanOrEqual(6);
    let checked = 0;
    for (const [p, methods] of adminPaths) {
      // An id nobody has: the admin's own calls below must not touch other tests' recharges or orders.
      const url = p.replace(/\{[^}]+\}/g, '999999999');
      for (const method of Object.keys(methods)) {
        const m = method.toUpperCase() as 'GET' | 'POST';
        const payload = m === 'GET' ? undefined : {};
        expectError(await ctx.app.inject({ method: m, url, headers: customer.auth, payload }), 403, 'forbidden');
        expectError(await ctx.app.inject({ method: m, url, payload }), 401);
        // The admin gets past the role check (to a 404 for the unknown id, or a 400 for the empty body).
        const asAdmin = await ctx.app.inject({ method: m, url, headers: admin, payload });
        expect([200, 400, 404, 409]).toContain(asAdmin.statusCode);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

/**
 * Web Push (decision 0111) against a local push service (test/push-service-fake.ts) that checks the
 * VAPID signature and decrypts what it receives: registering devices, removing them, "Gửi thử", and
 * the `web_push` job's outcomes (delivered, gone, retried, refused, not wanted).
 */
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { transaction } from '../../lib/db/transaction.ts';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer, type TestUser } from '../../test/factories.ts';
import { countRows, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { type PushServiceFake, startPushServiceFake } from '../../test/push-service-fake.ts';
import { WEB_PUSH_TASK as ENQUEUED_TASK, type NotificationDraft, notify } from '../notification/notify.ts';
import { pushTasks, WEB_PUSH_TASK } from './push-delivery.service.ts';
import { createPushSender } from './push-sender.ts';

const vapid = webPush.generateVAPIDKeys();
const ctx = useTestApp({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:hotro@dathang.vn',
});
let fake: PushServiceFake;
const defaultCa = https.globalAgent.options.ca;

beforeAll(async () => {
  fake = await startPushServiceFake();
  // What NODE_EXTRA_CA_CERTS does under `npm start`: the system store plus the fake's certificate,
  // for the sends that use Node's default agent ("Gửi thử").
  https.globalAgent.options.ca = [...rootCertificates, fake.ca];
});
afterAll(async () => {
  https.globalAgent.options.ca = defaultCa;
  await fake?.close();
});

const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function register(user: TestUser, token: unknown, userAgent = UA) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/CurrentUser/UpdateFcmToken',
    headers: { ...user.auth, 'user-agent': userAgent },
    payload: { token },
  });
}

async function devicesOf(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Push/Devices', headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: number; device: string; endpoint: string; failures: number }[];
}

/** Runs the due `web_push` jobs with a sender that trusts the fake. */
function runPushJobs() {
  const sender = createPushSender(
    { ...vapid, subject: 'mailto:hotro@dathang.vn' },
    { agent: fake.agent, timeoutMs: 5_000 },
  );
  return runDueJobs(ctx.database.db, pushTasks(ctx.database.db, sender));
}

let eventId = 9_000_000;
/** Stores a notification for `userId` as a domain event's subscriber would (a fresh event id each time). */
async function notifyUser(userId: number, draft: Partial<NotificationDraft> = {}) {
  eventId += 1;
  const id = eventId;
  return transaction(ctx.database.db, (tx) =>
    notify(tx, { id }, [
      {
        userId,
        category: 'order',
        title: 'Đơn hàng DH12 đã được báo giá',
        body: 'Vui lòng xác nhận giá để chúng tôi đặt hàng.',
        link: '/purchaseOrder/12',
        ...draft,
      },
    ]),
  );
}

async function subscriptionRow(endpoint: string) {
  const rows = await query<{ user_id: number; failures: number; last_error: string; last_success_at: Date | null }>(
    ctx,
    'select user_id, failures, last_error, last_success_at from push_subscriptions where endpoint = $1',
    [endpoint],
  );
  return rows[0];
}

describe('GET /api/Push/VapidPublicKey', () => {
  it('answers the server key, signed out too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Push/VapidPublicKey' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
  });
});

describe('POST /api/CurrentUser/UpdateFcmToken', () => {
  it('stores the subscription, as an object or its JSON string, once per endpoint, with the device named', async () => {
    const user = await makeCustomer(ctx);
    const sub = fake.subscribe();
    expect((await register(user, sub)).json()).toEqual({ ok: true });
    const rotated = { ...fake.subscribe(), endpoint: sub.endpoint };
    expect((await register(user, JSON.stringify(rotated))).statusCode).toBe(200);
    const devices = await devicesOf(user);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ endpoint: sub.endpoint, device: 'Chrome · Android', failures: 0 });
    const [row] = await query<{ p256dh: string; user_agent: string }>(
      ctx,
      'select p256dh, user_agent from push_subscriptions where endpoint = $1',
      [sub.endpoint],
    );
    expect(row).toEqual({ p256dh: rotated.keys.p256dh, user_agent: UA });
  });

  it('moves an endpoint registered by another account to that account', async () => {
    const [first, second] = [await makeCustomer(ctx), await makeCustomer(ctx)];
    const sub = fake.subscribe();
    await register(first, sub);
    expect((await register(second, sub)).statusCode).toBe(200);
    expect(await devicesOf(first)).toEqual([]);
    expect((await devicesOf(second)).map((d) => d.endpoint)).toEqual([sub.endpoint]);
  });

  it('keeps the 10 devices heard from last, the new one among them', async () => {
    const user = await makeCustomer(ctx);
    const subs = Array.from({ length: 12 }, () => fake.subscribe());
    for (const s of subs) expect((await register(user, s)).statusCode).toBe(200);
    const kept = (await devicesOf(user)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(
      subs
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  it('refuses what is not a Web Push subscription with 400 in Vietnamese, storing nothing', async () => {
    const user = await makeCustomer(ctx);
    const good = fake.subscribe();
    const bad: unknown[] = [
      'fcm-device-token-abcdefghijklmnop',
      '{"endpoint": 1',
      42,
      null,
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'https://user:pass@push.example/x' },
      { ...good, endpoint: `https://push.example/${'a'.repeat(1000)}` },
      { ...good, endpoint: 'https://push.example/a\u0000b' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } },
      { ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } },
      { endpoint: good.endpoint },
    ];
    for (const token of bad) {
      const res = await register(user, token);
      expect(expectError(res, 400, 'validation-error').Message, JSON.stringify(token)).toMatch(/[ạảãáàâăđêôơư]/);
    }
    // The right shape but no point on the curve: refused before any push could fail on it.
    const offCurve = { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } };
    expect(expectError(await register(user, offCurve), 400, 'validation-error').Message).toBe(
      'Mã thiết bị không hợp lệ',
    );
    expect(await countRows(ctx, 'push_subscriptions', 'user_id = $1', [user.id])).toBe(0);
  });

  it('is 401 signed out', async () => {
    for (const url of ['/api/CurrentUser/UpdateFcmToken', '/api/CurrentUser/RemoveFcmToken', '/api/Push/Test']) {
      expectError(await ctx.app.inject({ method: 'POST', url, payload: {} }), 401, 'unauthenticated');
    }
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Push/Devices' }), 401, 'unauthenticated');
  });
});

describe('removing devices', () => {
  it('RemoveFcmToken removes the caller’s own endpoint, answers 200 again, and never another’s', async () => {
    const [owner, other] = [await makeCustomer(ctx), await makeCustomer(ctx)];
    const sub = fake.subscribe();
    await register(owner, sub);
    const remove = (user: TestUser, token: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/CurrentUser/RemoveFcmToken',
        headers: user.auth,
        payload: { token },
      });
    expect((await remove(other, sub)).statusCode).toBe(200);
    expect(await devicesOf(owner)).toHaveLength(1);
    expect((await remove(owner, JSON.stringify(sub))).json()).toEqual({ ok: true });
    expect(await devicesOf(owner)).toEqual([]);
    expect((await remove(owner, sub.endpoint)).statusCode).toBe(200);
    expectError(await remove(owner, 'khong-phai-url'), 400, 'validation-error');
  });

  it('DELETE /Push/Devices/:id removes one’s own device; another’s is 404 and stays', async () => {
    const [owner, other] = [await makeCustomer(ctx), await makeCustomer(ctx)];
    await register(owner, fake.subscribe());
    const [device] = await devicesOf(owner);
    const del = (user: TestUser, id: number | string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/Push/Devices/${id}`, headers: user.auth });
    expectError(await del(other, device!.id), 404, 'not-found');
    expect(await devicesOf(owner)).toHaveLength(1);
    expectError(await del(owner, 'abc'), 400, 'validation-error');
    expectError(await del(owner, '99999999999'), 400, 'validation-error');
    expect((await del(owner, device!.id)).statusCode).toBe(200);
    expect(await devicesOf(owner)).toEqual([]);
  });
});

describe('the web_push job', () => {
  it('runs under the name notify() enqueues it by', () => {
    expect(WEB_PUSH_TASK).toBe(ENQUEUED_TASK);
  });

  it('delivers title, body and link only, encrypted, with the category’s TTL; the device records the success', async () => {
    const user = await makeCustomer(ctx);
    const [phone, laptop] = [fake.subscribe(), fake.subscribe()];
    await register(user, phone);
    await register(user, laptop);
    const [stored] = await notifyUser(user.id);
    await notifyUser(user.id, {
      category: 'chat',
      title: 'Nhân viên đã trả lời',
      body: 'Đơn DH12',
      link: '/chat/order-12',
    });
    await runPushJobs();
    for (const device of [phone, laptop]) {
      const got = fake.deliveriesTo(device.id);
      expect(got.map((d) => JSON.parse(d.payload))).toEqual([
        {
          title: 'Đơn hàng DH12 đã được báo giá',
          body: 'Vui lòng xác nhận giá để chúng tôi đặt hàng.',
          link: '/purchaseOrder/12',
          tag: `n${stored!.id}`,
        },
        expect.objectContaining({ title: 'Nhân viên đã trả lời', link: '/chat/order-12' }),
      ]);
      expect(got.map((d) => [d.ttl, d.urgency])).toEqual([
        [86_400, 'normal'],
        [3_600, 'high'],
      ]);
      expect(got[0]!.vapid).toMatchObject({
        sub: 'mailto:hotro@dathang.vn',
        aud: fake.origin,
        publicKey: vapid.publicKey,
      });
      expect((await subscriptionRow(device.endpoint))?.last_success_at).toBeInstanceOf(Date);
    }
    // Run again: nothing is sent twice.
    await runPushJobs();
    expect(fake.deliveriesTo(phone.id)).toHaveLength(2);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const user = await makeCustomer(ctx);
    const sub = fake.subscribe();
    await register(user, sub);
    fake.failNext(sub.id, 410);
    await notifyUser(user.id);
    await runPushJobs();
    expect(await subscriptionRow(sub.endpoint)).toBeUndefined();
    expect(await query(ctx, `select 1 from graphile_worker.jobs where task_identifier = 'web_push'`)).toEqual([]);
  });

  it('retries after a 500 with back-off, counting the failure, then delivers and resets it', async () => {
    const user = await makeCustomer(ctx);
    const sub = fake.subscribe();
    await register(user, sub);
    fake.failNext(sub.id, 500);
    await notifyUser(user.id);
    await runPushJobs();
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({
      failures: 1,
      last_error: expect.stringContaining('500'),
    });
    const [job] = await query<{ attempts: number; later: boolean }>(
      ctx,
      `select attempts, run_at > now() as later from graphile_worker.jobs where task_identifier = 'web_push'`,
    );
    expect(job).toEqual({ attempts: 1, later: true });
    expect(fake.deliveriesTo(sub.id)).toEqual([]);
    // The back-off has passed.
    await query(
      ctx,
      `update graphile_worker._private_jobs set run_at = now() where task_id = (select id from graphile_worker._private_tasks where identifier = 'web_push')`,
    );
    await runPushJobs();
    expect(fake.deliveriesTo(sub.id)).toHaveLength(1);
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({ failures: 0, last_error: '' });
    expect(await query(ctx, `select 1 from graphile_worker.jobs where task_identifier = 'web_push'`)).toEqual([]);
  });

  it('gives up on a 403 (a retry would repeat it), keeping the device with the failure counted', async () => {
    const user = await makeCustomer(ctx);
    const sub = fake.subscribe();
    await register(user, sub);
    fake.failNext(sub.id, 403);
    await notifyUser(user.id);
    await runPushJobs();
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({
      failures: 1,
      last_error: expect.stringContaining('403'),
    });
    expect(await query(ctx, `select 1 from graphile_worker.jobs where task_identifier = 'web_push'`)).toEqual([]);
  });

  it('sends nothing when the category’s push is off, before or after the notification was stored', async () => {
    const user = await makeCustomer(ctx);
    const sub = fake.subscribe();
    await register(user, sub);
    await query(
      ctx,
      `insert into notification_preferences (user_id, category, push, email) values ($1, 'order', false, false)`,
      [user.id],
    );
    await notifyUser(user.id);
    expect(await query(ctx, `select 1 from graphile_worker.jobs where task_identifier = 'web_push'`)).toEqual([]);
    await notifyUser(user.id, { category: 'finance' });
    await query(
      ctx,
      `insert into notification_preferences (user_id, category, push, email) values ($1, 'finance', false, false)`,
      [user.id],
    );
    await runPushJobs();
    expect(fake.deliveriesTo(sub.id)).toEqual([]);
  });

  it('never sends one person’s notification to a device that has moved to another account', async () => {
    const [first, second] = [await makeCustomer(ctx), await makeCustomer(ctx)];
    const sub = fake.subscribe();
    await register(first, sub);
    await notifyUser(first.id);
    await register(second, sub);
    await runPushJobs();
    expect(fake.deliveriesTo(sub.id)).toEqual([]);
  });
});

describe('POST /api/Push/Test', () => {
  it('sends "Gửi thử" to each device now and says what happened; a gone device is removed', async () => {
    const user = await makeCustomer(ctx);
    const [ok, gone] = [fake.subscribe(), fake.subscribe()];
    await register(user, ok);
    await register(user, gone);
    fake.failNext(gone.id, 404);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Push/Test', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    const outcomes = Object.fromEntries(
      (res.json().items as { id: number; outcome: string }[]).map((i) => [i.outcome, i.id]),
    );
    expect(Object.keys(outcomes).sort()).toEqual(['gone', 'sent']);
    expect(JSON.parse(fake.deliveriesTo(ok.id)[0]!.payload)).toMatchObject({ title: 'Gửi thử', link: '/profile' });
    expect((await devicesOf(user)).map((d) => d.endpoint)).toEqual([ok.endpoint]);
  });

  it('allows 5 a minute per user, then 429 in Vietnamese', async () => {
    const user = await makeCustomer(ctx);
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/Push/Test', headers: user.auth });
    for (let i = 0; i < 5; i++) expect((await send()).json()).toEqual({ items: [] });
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(/quá nhiều/);
  });
});

describe('a server without VAPID keys', () => {
  const bare = useTestApp();
  it('answers 404 for the key and for "Gửi thử", and still stores devices', async () => {
    expectError(await bare.app.inject({ method: 'GET', url: '/api/Push/VapidPublicKey' }), 404, 'push-not-configured');
    const user = await makeCustomer(bare);
    expectError(
      await bare.app.inject({ method: 'POST', url: '/api/Push/Test', headers: user.auth }),
      404,
      'push-not-configured',
    );
  });
});

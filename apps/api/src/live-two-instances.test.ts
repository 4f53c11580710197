/**
 * The live connection on two API instances sharing PostgreSQL and Redis (decision 0113): what one
 * instance commits reaches sockets on the other; a socket hears only its own user's topic (and the
 * staff topic for staff); bad tokens, revoked sessions and clients that misbehave are closed.
 */
import { randomBytes } from 'node:crypto';
import { liveCloseCodes } from '@app/shared/live';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, transaction } from './lib/db/transaction.ts';
import { userTopic } from './lib/live/hub.ts';
import { changeEventsOf } from './lib/platform/change-events.ts';
import { openSocket, readySocket, type TestSocket } from './modules/live/live.test-support.ts';
import { makeCustomer, makeStaff } from './test/factories.ts';
import type { Auth } from './test/fixtures.ts';
import { loginAdmin, registerCustomer, TEST_JWT_SECRET, useTestApp } from './test/helpers.ts';

const env = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `test-live-${randomBytes(4).toString('hex')}:`,
  LIVE_AUTH_TIMEOUT_MS: '300',
  LIVE_MESSAGES_PER_MINUTE: '20',
  LIVE_SOCKETS_PER_USER: '3',
  LIVE_MAX_BUFFERED_BYTES: '65536',
};
const a = useTestApp(env);
const b = useTestApp(env);
let admin: Auth;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await loginAdmin(a.app);
});
afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

async function ready(app: typeof a.app, token: string) {
  const s = await readySocket(app, token);
  sockets.push(s);
  return s;
}

/** Publishes `message` to `topic` after a commit on instance A, as a module does. */
async function publishOnA(topic: string, message: object) {
  await transaction(a.database.db, async (tx) => {
    afterCommit(tx, (events) => events.publish(topic, message));
  });
}

describe('GET /api/ws on two instances (PostgreSQL + Redis)', () => {
  it('answers ready with the user id and the unread count', async () => {
    const user = await makeCustomer(a);
    const s = await ready(b.app, user.token);
    expect(s.messages[0]).toEqual({ type: 'ready', userId: user.id });
    expect(await s.next('unread')).toMatchObject({ type: 'unread', notifications: 0 });
  });

  it('a recharge approved by staff on A reaches the customer’s socket on B as changed, and no one else’s', async () => {
    const customer = await registerCustomer(a.app);
    const other = await makeCustomer(a);
    const mine = await ready(b.app, customer.token);
    const theirs = await ready(b.app, other.token);
    const recharge = await a.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 500_000 },
    });
    expect(recharge.statusCode).toBe(200);
    const id = recharge.json().id as number;
    const approved = await a.app.inject({ method: 'POST', url: `/api/Admin/Recharge/${id}/Approve`, headers: admin });
    expect(approved.statusCode, approved.body).toBe(200);

    await mine.next('changed', (m) => m.subject === 'recharge' && m.id === id);
    await mine.next('changed', (m) => m.subject === 'wallet');
    // Messages on one topic arrive in order: once the marker is in, the other customer heard nothing before it.
    await publishOnA(userTopic(other.id), { type: 'changed', subject: 'marker', id: 1 });
    await theirs.next('changed', (m) => m.subject === 'marker');
    expect(theirs.messages.filter((m) => m.type === 'changed' && m.subject !== 'marker')).toEqual([]);
  });

  it('a message published after a commit on A reaches the user’s sockets on both instances', async () => {
    const user = await makeCustomer(a);
    const onA = await ready(a.app, user.token);
    const onB = await ready(b.app, user.token);
    const message = { type: 'chat', thread: 'order-1', seq: 7, message: { body: 'Chào chị' } };
    await publishOnA(userTopic(user.id), message);
    expect(await onB.next('chat')).toEqual(message);
    expect(await onA.next('chat')).toEqual(message);
  });

  it('staff hear changes; chat on the staff topic only reaches those who answer chats', async () => {
    const sales = await makeStaff(a, 'sales');
    const warehouse = await makeStaff(a, 'warehouse_vn');
    const customer = await makeCustomer(a);
    const salesSocket = await ready(b.app, sales.token);
    const warehouseSocket = await ready(b.app, warehouse.token);
    const customerSocket = await ready(b.app, customer.token);
    await publishOnA('staff', { type: 'chat', thread: 'support-9', seq: 1, message: { body: 'Cần hỗ trợ' } });
    await publishOnA('staff', { type: 'changed', subject: 'recharge', id: 4242 });
    await salesSocket.next('chat');
    await salesSocket.next('changed', (m) => m.id === 4242);
    await warehouseSocket.next('changed', (m) => m.id === 4242);
    expect(warehouseSocket.messages.some((m) => m.type === 'chat')).toBe(false);
    await publishOnA(userTopic(customer.id), { type: 'changed', subject: 'marker', id: 2 });
    await customerSocket.next('changed', (m) => m.subject === 'marker');
    expect(customerSocket.messages.some((m) => m.type === 'chat' || (m.type === 'changed' && m.id === 4242))).toBe(
      false,
    );
  });

  it('closes a socket with a bad token, or with none in time, naming the reason', async () => {
    const bad = await openSocket(b.app, 'not-a-token');
    expect(await bad.next('error')).toMatchObject({ code: 'invalid-user-token' });
    expect((await bad.closed).code).toBe(liveCloseCodes.unauthorized);

    const silent = await openSocket(b.app);
    expect((await silent.closed).code).toBe(liveCloseCodes.unauthorized);
    expect(silent.messages).toEqual([expect.objectContaining({ type: 'error', code: 'unauthenticated' })]);

    const garbage = await openSocket(b.app);
    garbage.send('{"type":"hello"');
    expect((await garbage.closed).code).toBe(liveCloseCodes.badMessage);
  });

  it('a sign-out on A closes the session’s socket on B', async () => {
    const customer = await registerCustomer(a.app);
    const s = await ready(b.app, customer.token);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: customer.auth });
    expect(out.statusCode).toBe(200);
    expect((await s.closed).code).toBe(liveCloseCodes.unauthorized);
  });

  it('a re-auth keeps the socket for the same user and closes it for another', async () => {
    const user = await registerCustomer(a.app);
    const other = await makeCustomer(a);
    const s = await ready(b.app, user.token);
    const again = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    s.send({ type: 'auth', token: again.json().token });
    await publishOnA(userTopic(user.id), { type: 'changed', subject: 'marker', id: 3 });
    await s.next('changed', (m) => m.subject === 'marker');
    s.send({ type: 'auth', token: other.token });
    expect((await s.closed).code).toBe(liveCloseCodes.unauthorized);
  });

  it('closes the socket when its token expires without a new auth', async () => {
    const user = await makeCustomer(a);
    const sid = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const shortLived = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', expiresIn: 1_500 })({
      sub: String(user.id),
      sid,
    });
    const s = await ready(b.app, shortLived);
    const closed = await s.closed;
    expect(closed.code).toBe(liveCloseCodes.unauthorized);
    expect(s.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'user-token-expired' }));
  });

  it('limits: payload size, messages per minute, sockets per user', async () => {
    const user = await makeCustomer(a);
    const big = await ready(b.app, user.token);
    big.send({ type: 'ping', pad: 'x'.repeat(5_000) });
    expect((await big.closed).code).toBe(1009);

    const chatty = await ready(b.app, user.token);
    for (let i = 0; i < 21; i++) chatty.send({ type: 'ping' });
    expect((await chatty.closed).code).toBe(liveCloseCodes.tooMany);

    const first = await ready(b.app, user.token);
    await ready(b.app, user.token);
    await ready(b.app, user.token);
    await ready(b.app, user.token);
    expect((await first.closed).code).toBe(liveCloseCodes.replaced);
  });

  it('drops a client that does not read instead of buffering for it', async () => {
    const user = await makeCustomer(a);
    const witness = await makeCustomer(a);
    const slow = await ready(b.app, user.token);
    const onB = await ready(b.app, witness.token);
    slow.ws.pause(); // stops reading: the kernel's buffers fill, then the server's queue
    const pad = 'x'.repeat(64 * 1024);
    const sent = 400; // 25 MiB, far beyond the socket buffers and the 64 KiB allowed in the queue
    for (let i = 0; i < sent; i++)
      changeEventsOf(a.database.db).publish(userTopic(user.id), { type: 'changed', subject: pad, id: i });
    // Redis hands B the messages in the order A published them: once the witness has its marker, B
    // has dealt with every message to the slow socket.
    await publishOnA(userTopic(witness.id), { type: 'changed', subject: 'marker', id: 4 });
    await onB.next('changed', (m) => m.subject === 'marker', 20_000);
    slow.ws.resume();
    expect((await slow.closed).code).toBe(1006); // terminated, no close frame
    expect(slow.messages.length).toBeLessThan(sent);
  });
});

/**
 * Agents (DESIGN.md §3.10, decision 0118): the admin's switch, registering with a code, the agent's
 * customers (created by it, masked, never another agent's), and who may call /Agency.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, newKey, query } from '../../test/fixtures.ts';
import { loginAdmin, newCustomer, useTestApp } from '../../test/helpers.ts';
import { placePob } from '../pay-on-behalf/pay-on-behalf.test-support.ts';
import { maskEmail, maskPhone } from './agency.service.ts';
import { createCustomer, getOk, linkedCustomer, makeAgent, putAgent, registerWithCode } from './agency.test-support.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('the admin makes a customer an agent', () => {
  it('grants the role with the code typed in any case, shows it on the customer page, and audits it', async () => {
    const c = await makeCustomer(ctx);
    const res = await putAgent(ctx.app, admin, c.id, { isAgent: true, referralCode: ' daily01 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agency).toEqual({
      isAgent: true,
      referralCode: 'DAILY01',
      agent: null,
      agentLinkedAt: null,
      agentCustomerCount: 0,
    });
    expect(res.json().roles).toContain('agent');
    const page = await getOk(ctx.app, admin, `/api/Admin/Customer/${c.id}`);
    expect(page.agency).toMatchObject({ isAgent: true, referralCode: 'DAILY01' });
    const [audit] = await query(ctx, `select * from audit_log where action = 'customer.agent' and subject_id = $1`, [
      String(c.id),
    ]);
    expect(audit).toMatchObject({
      before: { isAgent: false, referralCode: null },
      after: { isAgent: true, referralCode: 'DAILY01' },
    });
    // The agent's own pages open at once (the session's roles changed).
    const summary = await getOk(ctx.app, c.auth, '/api/Agency');
    expect(summary).toMatchObject({
      referralCode: 'DAILY01',
      registerLink: '/auth/register?ref=DAILY01',
      customers: 0,
    });
  });

  it('generates a code when none is given', async () => {
    const agent = await makeAgent(ctx, admin);
    expect(agent.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses a code another agent holds (409), a malformed code (400), a staff account (409), sales (403)', async () => {
    const first = await makeAgent(ctx, admin, 'TRUNGCODE');
    const other = await makeCustomer(ctx);
    expectError(
      await putAgent(ctx.app, admin, other.id, { isAgent: true, referralCode: 'trungcode' }),
      409,
      'referral-code-in-use',
    );
    for (const bad of ['AB', 'QUÁ-DÀI', 'A'.repeat(17), 'CÓ DẤU']) {
      expectError(await putAgent(ctx.app, admin, other.id, { isAgent: true, referralCode: bad }), 400);
    }
    expectError(await putAgent(ctx.app, admin, other.id, { isAgent: 'yes' }), 400);
    const staff = await makeStaff(ctx, 'purchaser');
    expectError(await putAgent(ctx.app, admin, staff.id, { isAgent: true }), 409, 'staff-cannot-be-agent');
    const sales = await makeStaff(ctx, 'sales');
    expectError(await putAgent(ctx.app, sales.auth, other.id, { isAgent: true }), 403, 'forbidden');
    expectError(await putAgent(ctx.app, first.auth, other.id, { isAgent: true }), 403, 'forbidden');
    expectError(await putAgent(ctx.app, admin, 999_999, { isAgent: true }), 404);
    const page = await getOk(ctx.app, admin, `/api/Admin/Customer/${other.id}`);
    expect(page.agency).toMatchObject({ isAgent: false, referralCode: null });
  });

  it('removing the role keeps the customers and the code, but the code stops working and /Agency answers 403', async () => {
    const agent = await makeAgent(ctx, admin, 'GOBO2024');
    const customer = await linkedCustomer(ctx, agent);
    const res = await putAgent(ctx.app, admin, agent.id, { isAgent: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agency).toMatchObject({ isAgent: false, referralCode: 'GOBO2024', agentCustomerCount: 1 });
    expect(res.json().roles).not.toContain('agent');
    const page = await getOk(ctx.app, admin, `/api/Admin/Customer/${customer.id}`);
    expect(page.agency).toMatchObject({ agent: { id: agent.id, referralCode: 'GOBO2024' } });
    const { res: again, body } = await registerWithCode(ctx.app, 'GOBO2024');
    expectError(again, 400, 'referral-code-invalid');
    expect(await countRows(ctx, 'users', 'email = $1', [body.email])).toBe(0);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Agency', headers: agent.auth }), 403, 'agent-only');
    // Granted again: the same code works again.
    expect((await putAgent(ctx.app, admin, agent.id, { isAgent: true })).json().agency.referralCode).toBe('GOBO2024');
    expect((await registerWithCode(ctx.app, 'gobo2024')).res.statusCode).toBe(200);
  });
});

describe('registering with a referral code', () => {
  it('links the new customer to the agent, whatever the case of the code', async () => {
    const agent = await makeAgent(ctx, admin, 'LINKME1');
    const customer = await linkedCustomer(ctx, agent);
    const page = await getOk(ctx.app, admin, `/api/Admin/Customer/${customer.id}`);
    expect(page.agency).toMatchObject({
      isAgent: false,
      agent: { id: agent.id, fullName: agent.fullName, referralCode: 'LINKME1' },
    });
    expect(Date.now() - new Date((page.agency as { agentLinkedAt: string }).agentLinkedAt).getTime()).toBeLessThan(
      60_000,
    );
    const summary = await getOk(ctx.app, agent.auth, '/api/Agency');
    expect(summary.customers).toBe(1);
  });

  it('refuses an unknown code with 400 referral-code-invalid, writing nothing; an empty code is none', async () => {
    const { res, body } = await registerWithCode(ctx.app, 'KHONGCO99');
    expectError(res, 400, 'referral-code-invalid');
    expect(await countRows(ctx, 'users', 'email = $1', [body.email])).toBe(0);
    expectError((await registerWithCode(ctx.app, 'x!')).res, 400);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newCustomer(), referralCode: '' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe("the agent's customers", () => {
  it('masks phones and e-mails and never shows a balance', () => {
    expect(maskPhone('0977318462')).toBe('09••••••62');
    expect(maskEmail('nguyen.an@gmail.com')).toBe('ng•••@gmail.com');
    expect(maskEmail('a@b.vn')).toBe('a•••@b.vn');
  });

  it('creates a customer linked to the agent, who gets a set-password link and can then sign in', async () => {
    const agent = await makeAgent(ctx, admin);
    const digits = String(Date.now()).slice(-6);
    const body = {
      name: 'Lê Thị Hồng',
      phone: `0934 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      email: `hong.${digits}@example.vn`,
    };
    const key = newKey();
    const res = await createCustomer(ctx.app, agent.auth, body, key);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      fullName: 'Lê Thị Hồng',
      phoneMasked: `09••••••${digits.slice(-2)}`,
      emailMasked: `ho•••@example.vn`,
      orderCount: 0,
      activated: false,
    });
    expect(created).not.toHaveProperty('walletBalanceVnd');
    // A retry with the same key answers the same customer; nothing more is written.
    const replay = await createCustomer(ctx.app, agent.auth, body, key);
    expect(replay.json()).toEqual(created);
    expect(await countRows(ctx, 'users', 'email = $1', [body.email])).toBe(1);

    // No usable password before the link is followed.
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: body.email, password } });
    expectError(await login('matkhau123'), 401, 'invalid-credential');
    await ctx.mailer.flush();
    const mail = ctx.mails.findLast((m) => m.to === body.email);
    expect(mail?.subject).toBe('Tài khoản của bạn đã được tạo: đặt mật khẩu');
    const token = /\/auth\/setPassword\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, mail?.text).toBeTruthy();
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/SetPassword',
      payload: { token, password: 'matkhaumoi123' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login('matkhaumoi123')).statusCode).toBe(200);

    const list = await getOk<{ items: { id: number; activated: boolean }[]; total: number }>(
      ctx.app,
      agent.auth,
      '/api/Agency/Customer',
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: created.id, activated: true });
    const page = await getOk(ctx.app, admin, `/api/Admin/Customer/${created.id}`);
    expect(page).toMatchObject({ phone: `0934${digits}`, agency: { agent: { id: agent.id } } });
  });

  it('refuses a phone or e-mail already used (409), and bad input (400), writing nothing', async () => {
    const agent = await makeAgent(ctx, admin);
    const someone = await makeCustomer(ctx);
    expectError(
      await createCustomer(ctx.app, agent.auth, {
        name: 'Khách Mới',
        phone: someone.phone,
        email: 'moi.khach@example.vn',
      }),
      409,
      'phone-already-in-use',
    );
    expectError(
      await createCustomer(ctx.app, agent.auth, { name: 'Khách Mới', phone: '0933000111', email: someone.email }),
      409,
      'email-already-in-use',
    );
    expectError(await createCustomer(ctx.app, agent.auth, { name: 'K', phone: '123', email: 'x' }), 400);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Agency/Customer',
        headers: agent.auth,
        payload: { name: 'Khách Mới', phone: '0933000112', email: 'moi2@example.vn' },
      }),
      400,
      'idempotency-key-required',
    );
    expect(await countRows(ctx, 'users', 'agent_user_id = $1', [agent.id])).toBe(0);
  });

  it("never shows another agent's customers: 404 on one, absent from lists and counts", async () => {
    const a = await makeAgent(ctx, admin);
    const b = await makeAgent(ctx, admin);
    const ofA = await linkedCustomer(ctx, a);
    const ofB = await linkedCustomer(ctx, b);
    const plain = await makeCustomer(ctx, { fullName: 'Khách Tự Do' });
    const listA = await getOk<{ items: { id: number }[]; total: number }>(ctx.app, a.auth, '/api/Agency/Customer');
    expect(listA.items.map((c) => c.id)).toEqual([ofA.id]);
    expect(listA.total).toBe(1);
    expect((await getOk(ctx.app, a.auth, `/api/Agency/Customer/${ofA.id}`)).id).toBe(ofA.id);
    for (const id of [ofB.id, plain.id, b.id]) {
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/Agency/Customer/${id}`, headers: a.auth }), 404);
    }
    // A search that would match B's customer finds nothing for A.
    const search = await getOk<{ total: number }>(
      ctx.app,
      a.auth,
      `/api/Agency/Customer?q=${encodeURIComponent(ofB.phone)}`,
    );
    expect(search.total).toBe(0);
    expect((await getOk(ctx.app, a.auth, '/api/Agency')).customers).toBe(1);
  });

  it('answers 403 agent-only to a customer, a linked customer and staff; 401 without a token', async () => {
    const agent = await makeAgent(ctx, admin);
    const linked = await linkedCustomer(ctx, agent);
    const plain = await makeCustomer(ctx);
    for (const who of [plain.auth, linked.auth, admin]) {
      for (const url of ['/api/Agency', '/api/Agency/Customer', '/api/Agency/Commission']) {
        expectError(await ctx.app.inject({ method: 'GET', url, headers: who }), 403, 'agent-only');
      }
      expectError(
        await createCustomer(ctx.app, who, { name: 'Khách', phone: '0933000113', email: 'k3@example.vn' }),
        403,
        'agent-only',
      );
    }
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Agency' }), 401);
  });
});

describe("the agent's summary counts pay-on-behalf orders", () => {
  it('adds a customer’s pay-on-behalf orders to the orders this month and the customer’s order count', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    const before = await getOk<{ ordersThisMonth: number }>(ctx.app, agent.auth, '/api/Agency');
    await creditWallet(ctx, customer.id, 1_000_000);
    await placePob(ctx.app, customer.auth);
    const after = await getOk<{ ordersThisMonth: number }>(ctx.app, agent.auth, '/api/Agency');
    expect(after.ordersThisMonth).toBe(before.ordersThisMonth + 1);
    const list = await getOk<{ items: { id: number; orderCount: number }[] }>(
      ctx.app,
      agent.auth,
      '/api/Agency/Customer',
    );
    expect(list.items.find((c) => c.id === customer.id)?.orderCount).toBe(1);
  });
});

/**
 * Staff two-factor sign-in (decision 0098): setup → enable with a code from the app → sign-in asks
 * for the code, takes it once, takes a recovery code once, stops a brute force with 429 → disable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { enableTotp, post, totpCodeAt } from './totp.test-support.ts';

const ctx = useTestApp();
const root = '/api/Admin/CurrentUser/Totp';

function login(member: TestUser, extra: Record<string, string> = {}) {
  return post(ctx.app, '/api/auth/login', undefined, { userName: member.email, password: member.password, ...extra });
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await query<{ action: string }>(
    ctx,
    "select action from audit_log where subject_type = 'user' and subject_id = $1 order by id",
    [String(userId)],
  );
  return rows.map((r) => r.action);
}

describe('staff TOTP', () => {
  let member: TestUser;
  let auth: Auth;
  let secret: string;
  let recoveryCodes: string[];
  let enablingCode: string;

  beforeAll(async () => {
    member = await makeStaff(ctx, 'accountant', { email: `ke.toan.${Date.now()}@demo.vn` });
    auth = member.auth;
  });

  it('is off at first; Enable before Setup is 409 totp-setup-missing', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: root, headers: auth });
    expect(status.json()).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });
    expectError(await post(ctx.app, `${root}/Enable`, auth, { code: '123456' }), 409, 'totp-setup-missing');
  });

  it('sets up a secret with its otpauth URI (product issuer, member e-mail)', async () => {
    const res = await post(ctx.app, `${root}/Setup`, auth);
    expect(res.statusCode, res.body).toBe(200);
    secret = res.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(res.json().otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Đặt hàng Trung Quốc');
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);
    const [row] = await query<{ pending_secret: string }>(
      ctx,
      'select pending_secret from staff_totp where user_id = $1',
      [member.id],
    );
    expect(row?.pending_secret).not.toContain(secret); // sealed at rest
  });

  it('refuses a wrong code with 400 invalid-totp-code and a malformed one with 400, writing nothing', async () => {
    const wrong = expectError(
      await post(ctx.app, `${root}/Enable`, auth, { code: '000000' }),
      400,
      'invalid-totp-code',
    );
    expect(wrong.Message).toContain('Mã xác thực không đúng');
    expectError(await post(ctx.app, `${root}/Enable`, auth, { code: 'abc' }), 400, 'validation-error');
    expect((await ctx.app.inject({ method: 'GET', url: root, headers: auth })).json().enabled).toBe(false);
  });

  it('enables with a code from the app and answers ten distinct recovery codes once', async () => {
    enablingCode = await totpCodeAt(secret, -1);
    const res = await post(ctx.app, `${root}/Enable`, auth, { code: enablingCode });
    expect(res.statusCode, res.body).toBe(200);
    recoveryCodes = res.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await ctx.app.inject({ method: 'GET', url: root, headers: auth })).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expectError(await post(ctx.app, `${root}/Setup`, auth), 409, 'totp-already-enabled');
    expect(await auditActions(member.id)).toContain('totp.enable');
  });

  it('asks for the code at sign-in (401 totp-required), then signs in with it once', async () => {
    const missing = expectError(await login(member), 401, 'totp-required');
    expect(missing.Message).toMatch(/^Vui lòng nhập mã xác thực/);
    expectError(await login(member, { password: 'sai-mat-khau-1' }), 401, 'invalid-credential');
    expectError(await login(member, { totpCode: enablingCode }), 401, 'invalid-totp-code'); // spent by Enable
    const code = await totpCodeAt(secret);
    const ok = await login(member, { totpCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toMatch(/^ey/);
    expectError(await login(member, { totpCode: code }), 401, 'invalid-totp-code');
  });

  it('takes each recovery code once (any case, hyphen optional) and audits its use', async () => {
    const code = recoveryCodes[0]!;
    const ok = await login(member, { recoveryCode: code.toUpperCase().replace('-', ' ') });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await login(member, { recoveryCode: code }), 401, 'invalid-totp-code');
    const status = (await ctx.app.inject({ method: 'GET', url: root, headers: auth })).json();
    expect(status.recoveryCodesLeft).toBe(9);
    expect(await auditActions(member.id)).toContain('totp.recovery_code_used');
  });

  it('disables with a code (a wrong one is 400), dropping the recovery codes', async () => {
    expectError(await post(ctx.app, `${root}/Disable`, auth, { code: '000000' }), 400, 'invalid-totp-code');
    const res = await post(ctx.app, `${root}/Disable`, auth, { code: await totpCodeAt(secret, 1) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: root, headers: auth })).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await auditActions(member.id)).toContain('totp.disable');
    expect((await login(member)).statusCode).toBe(200);
    expectError(await post(ctx.app, `${root}/Disable`, auth, { code: recoveryCodes[1]! }), 409, 'totp-not-enabled');
  });

  it('disables with a recovery code too', async () => {
    const other = await makeStaff(ctx, 'sales');
    const { recoveryCodes: codes } = await enableTotp(ctx.app, other.auth);
    const res = await post(ctx.app, `${root}/Disable`, other.auth, { code: codes[3]! });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditActions(other.id)).toEqual(['totp.enable', 'totp.recovery_code_used', 'totp.disable']);
  });

  it('stops guessing codes at sign-in after 5 failures with 429, even for the right code', async () => {
    const other = await makeStaff(ctx, 'purchaser');
    const { secret: theirs } = await enableTotp(ctx.app, other.auth);
    for (let i = 0; i < 5; i++) {
      expectError(await login(other, { totpCode: String(100000 + i) }), 401, 'invalid-totp-code');
    }
    expectError(await login(other, { totpCode: await totpCodeAt(theirs) }), 429, 'too-many-requests');
  });

  it('stops guessing codes on Disable after 5 failures with 429', async () => {
    const other = await makeStaff(ctx, 'warehouse_vn');
    const { secret: theirs } = await enableTotp(ctx.app, other.auth);
    for (let i = 0; i < 5; i++) {
      expectError(await post(ctx.app, `${root}/Disable`, other.auth, { code: String(200000 + i) }), 400);
    }
    const res = await post(ctx.app, `${root}/Disable`, other.auth, { code: await totpCodeAt(theirs) });
    expectError(res, 429, 'too-many-requests');
  });

  it('is for staff only: a customer gets 403, nobody signed out gets 401', async () => {
    const customer = await makeCustomer(ctx);
    expectError(await post(ctx.app, `${root}/Setup`, customer.auth), 403, 'forbidden');
    expectError(await post(ctx.app, `${root}/Enable`, customer.auth, { code: '123456' }), 403, 'forbidden');
    expectError(await post(ctx.app, `${root}/Setup`, undefined), 401);
    expect(await query(ctx, 'select 1 from staff_totp where user_id = $1', [customer.id])).toEqual([]);
  });
});

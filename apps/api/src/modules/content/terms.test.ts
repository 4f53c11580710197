/**
 * Terms versions (decision 0102): registration records the version the customer accepted; the
 * current user answers both versions; a new version is accepted through /CurrentUser/AcceptTerms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, newCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

async function register(extra: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...newCustomer(), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}
const me = (auth: Auth) => ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });
const accept = (auth: Auth, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/CurrentUser/AcceptTerms', headers: auth, payload: payload as object });

describe('terms versions', () => {
  it('registration records the accepted version; the current user answers both', async () => {
    const auth = await register({ acceptedTermsVersion: 1 });
    expect((await me(auth)).json()).toMatchObject({ termsVersionAccepted: 1, currentTermsVersion: 1 });
    // Registering without naming a version accepts the one in force.
    const none = await register({});
    expect((await me(none)).json()).toMatchObject({ termsVersionAccepted: 1, currentTermsVersion: 1 });
    // A version that does not exist yet is not recorded.
    const future = await register({ acceptedTermsVersion: 7 });
    expect((await me(future)).json().termsVersionAccepted).toBeNull();
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...newCustomer(), acceptedTermsVersion: 'một' },
      }),
      400,
      'validation-error',
    );
  });

  it('a new terms version is asked again and accepted only as the version in force', async () => {
    const auth = await register({ acceptedTermsVersion: 1 });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Admin/StaticPage/terms',
      headers: admin,
      payload: { title: 'Điều khoản sử dụng', body: '<p>Phiên bản mới</p>', newVersion: true },
    });
    expect(saved.json().version).toBe(2);
    expect((await me(auth)).json()).toMatchObject({ termsVersionAccepted: 1, currentTermsVersion: 2 });

    expectError(await accept(auth, { version: 1 }), 409, 'terms-version-mismatch');
    expectError(await accept(auth, { version: 0 }), 400, 'validation-error');
    expectError(await accept(auth, {}), 400, 'validation-error');
    expect((await accept(auth, { version: 2 })).json()).toMatchObject({
      termsVersionAccepted: 2,
      currentTermsVersion: 2,
    });
    expect((await me(auth)).json().termsVersionAccepted).toBe(2);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/CurrentUser/AcceptTerms', payload: { version: 2 } }))
        .statusCode,
    ).toBe(401);
    expect(await query(ctx, `select version from static_page_versions where slug = 'terms' order by version`)).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
  });
});

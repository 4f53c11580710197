/** Without TAOBAO_* the service is off: every endpoint says so (404 `taobao-global-not-configured`). */
import { describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

describe('Taobao Global not configured', () => {
  it('answers 404 taobao-global-not-configured, and the callback redirects with the flag', async () => {
    const c = await makeCustomer(ctx);
    for (const [method, url] of [
      ['GET', '/api/TaobaoIntToken'],
      ['POST', '/api/TaobaoIntToken'],
      ['GET', '/api/TaobaoIntOrder'],
      ['GET', '/api/TaobaoIntOrder/1'],
      ['POST', '/api/TaobaoIntToken/1/Sync'],
      ['DELETE', '/api/TaobaoIntToken/1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: c.auth, ...(method === 'POST' ? { payload: {} } : {}) });
      const body = expectError(res, 404, 'taobao-global-not-configured');
      expect(body.Message).toBe('Dịch vụ Taobao Global chưa được bật');
    }
    const sales = await makeStaff(ctx, 'sales');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/TaobaoIntOrder', headers: sales.auth }),
      404,
      'taobao-global-not-configured',
    );
    const cb = await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken/Callback?code=x&state=y' });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/taobaoIntToken?error=not-configured');
  });
});

/**
 * Routes come from the endpoint declarations: the OpenAPI document lists exactly the declared
 * endpoints (none missing, none undeclared), each with its declared error statuses, and a declared
 * Idempotency-Key is required.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@app/shared/contracts/endpoint';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const contracts = path.resolve(import.meta.dirname, '../../../../../packages/shared/src/contracts');

async function declared(): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const file of readdirSync(contracts).filter((f) => f.endsWith('.endpoints.ts'))) {
    const mod = (await import(path.join(contracts, file))) as Record<string, Record<string, Endpoint>>;
    for (const group of Object.values(mod)) out.push(...Object.values(group));
  }
  return out;
}

const docPath = (e: Endpoint) => `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;

describe('routes from declarations', () => {
  it('serves exactly the declared endpoints, each with its error statuses', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const served = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, statuses: Object.keys(op.responses) })),
    );
    const endpoints = await declared();
    expect(served.map((s) => s.key).sort()).toEqual(endpoints.map((e) => `${e.method} ${docPath(e)}`).sort());
    for (const e of endpoints) {
      const op = served.find((s) => s.key === `${e.method} ${docPath(e)}`)!;
      expect(op.statuses.sort(), op.key).toEqual(['200', ...e.errors.map(String)].sort());
    }
  });

  it('requires the declared Idempotency-Key after the guard and the params', async () => {
    const customer = await registerCustomer(ctx.app);
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering/999999999/Deposit' }), 401);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering/0/Deposit', headers: customer.auth }),
      400,
      'validation-error',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering/999999999/Deposit', headers: customer.auth }),
      400,
      'idempotency-key-required',
    );
  });
});

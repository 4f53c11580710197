/**
 * Decision 0022: no request can produce a 500 through its input. Walks the OpenAPI document the app
 * serves (/api/docs/json, generated from the zod contracts) and sends, per operation, at least
 * RUNS generated bad requests (fast-check, arbitraries.ts): spoiled bodies, path parameters and
 * queries, as a customer (staff for /Admin routes, nobody for /auth). Asserts no 5xx answer, and
 * that a refused (4xx) request wrote no row: every table's row count and newest row version
 * (`max(xmin)`) are the same after it as before. Prints what it sent per operation (decision 0022).
 * Cheap path: while PostgreSQL assigned no transaction id since the last fingerprint (the server's
 * next xid has not moved), nothing was written anywhere, so the tables are not read again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeCartItems, makeCustomer, makePurchaseOrder } from '../factories.ts';
import { loginAdmin, useTestApp } from '../helpers.ts';
import { type JsonSchema, pathValue, plausible, spoiled } from './arbitraries.ts';

/** Requests per operation; ≥ 200 as the issue asks. */
const RUNS = 200;

/**
 * Tables written outside the request that changed them, or by design on a refusal: login failures
 * (a 401 login counts the failure, decision 0004), and the tables the job runner writes after an
 * earlier accepted request: mail it sends, domain events it delivers (decision 0086).
 */
const unwatched = new Set(['login_failures', 'domain_events', 'domain_event_deliveries', 'mail_outbox']);

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

interface Request {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  idempotencyKey: string | undefined;
}

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) {
        out.push({ method: method.toUpperCase(), path, ...(op as object) });
      }
    }
  }
  return out;
}

/** The request arbitrary of an operation: at least one part spoiled, the others plausible. */
function requestsOf(op: Operation): fc.Arbitrary<Request> {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const params = (bad: boolean) =>
    fc.record(
      Object.fromEntries(
        pathParams.map((p) => [p.name, bad ? pathValue(p.schema) : plausible(p.schema).map(String)]),
      ) as Record<string, fc.Arbitrary<string>>,
    );
  const modes = ['params', 'query', 'body'].filter((m) =>
    m === 'params' ? pathParams.length > 0 : m === 'body' ? bodySchema !== undefined : true,
  );
  return fc.constantFrom(...modes, 'all').chain((mode) => {
    const bad = (part: string) => mode === part || mode === 'all';
    return fc.record({
      params: params(bad('params')),
      query: bad('query') ? spoiled(querySchema) : plausible(querySchema),
      body: bodySchema ? (bad('body') ? spoiled(bodySchema) : plausible(bodySchema)) : fc.constant(undefined),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', 'short', 'x'.repeat(200), 'ключ-ключ'))),
    }) as fc.Arbitrary<Request>;
  });
}

/** Percent-encodes `s`; a lone surrogate (no UTF-8 form) becomes the bytes of one, invalid UTF-8. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(op: Operation, req: Request): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encode(req.params[name] ?? ''));
  const pairs: string[] = [];
  if (req.query && typeof req.query === 'object' && !Array.isArray(req.query)) {
    for (const [k, v] of Object.entries(req.query)) {
      const values = Array.isArray(v) ? v : [v];
      for (const x of values) {
        pairs.push(`${encode(k)}=${encode(typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x))}`);
      }
    }
  }
  const qs = pairs.join('&');
  return qs ? `${path}?${qs}` : path;
}

/**
 * Declares the fuzz of shard `shard` (0-based) of `shards`: every `shards`-th operation of the OpenAPI
 * document, from the `shard`-th. The operations are split over several test files so the API tier's
 * workers share them (one file of 26,000 requests was the tier's long pole); each file has its own
 * app and database (useTestApp).
 */
export function fuzzShard(shard: number, shards: number): void {
  const ctx = useTestApp();
  describe(`OpenAPI fuzz ${shard + 1}/${shards}`, () => {
    it(`answers every operation's bad requests with no 5xx, and refused ones write nothing (${RUNS} each)`, async () => {
      await ctx.app.ready();
      const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
      const all = operationsOf(doc);
      expect(all.length).toBeGreaterThanOrEqual(34);
      const ops = all.filter((_, i) => i % shards === shard);

      // Rows for plausible ids to find: the customer's address, cart line and order.
      const customer = await makeCustomer(ctx, { walletVnd: 5_000_000 });
      await makeAddress(ctx, customer.id);
      await makeCartItems(ctx, customer.id, [{}, { quantity: 3 }]);
      await makePurchaseOrder(ctx, { customer });
      const admin = await loginAdmin(ctx.app);

      const { rows: tables } = await ctx.database.pool.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const watched = tables.map((t) => t.name).filter((t) => !unwatched.has(t));
      const fingerprintSql = watched
        .map(
          (t) =>
            `select '${t}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${t}"`,
        )
        .join(' union all ');
      const fingerprint = async () =>
        (await ctx.database.pool.query<{ t: string; f: string }>(fingerprintSql)).rows
          .map((r) => `${r.t}=${r.f}`)
          .join(' ');
      const nextXid = async () =>
        (await ctx.database.pool.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x'))
          .rows[0]!.x;
      let xid = await nextXid();

      const sent: Record<string, { sent: number; '2xx': number; '4xx': number; '5xx': number; ms: number }> = {};
      let before = await fingerprint();
      for (const op of ops) {
        const key = `${op.method} ${op.path}`;
        const tally = { sent: 0, '2xx': 0, '4xx': 0, '5xx': 0, ms: 0 };
        const started = performance.now();
        sent[key] = tally;
        const auth = op.path.startsWith('/api/auth/') ? {} : op.path.startsWith('/api/Admin') ? admin : customer.auth;
        await fc.assert(
          fc.asyncProperty(requestsOf(op), async (req) => {
            const headers: Record<string, string> = { ...auth };
            if (req.idempotencyKey !== undefined && req.idempotencyKey !== null) {
              headers['idempotency-key'] = req.idempotencyKey;
            }
            let payload: string | undefined;
            if (req.body !== undefined) {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(req.body);
            }
            const res = await ctx.app.inject({
              method: op.method as 'GET',
              url: urlOf(op, req),
              headers,
              ...(payload !== undefined ? { payload } : {}),
            });
            tally.sent += 1;
            const cls = `${Math.floor(res.statusCode / 100)}xx` as '2xx' | '4xx' | '5xx';
            tally[cls] = (tally[cls] ?? 0) + 1;
            const xidAfter = await nextXid();
            let wrote = false;
            if (xidAfter !== xid) {
              const after = await fingerprint();
              wrote = after !== before;
              before = after;
              xid = await nextXid();
            }
            expect(res.statusCode, `${key} ${urlOf(op, req)} ${payload?.slice(0, 300)} → ${res.body}`).toBeLessThan(
              500,
            );
            if (res.statusCode >= 400) {
              expect(wrote, `${key} refused with ${res.statusCode} but wrote rows: ${payload?.slice(0, 300)}`).toBe(
                false,
              );
            }
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        tally.ms = Math.round(performance.now() - started);
      }
      console.log(`OpenAPI fuzz: ${ops.length} operations`);
      console.table(sent);
      for (const [key, tally] of Object.entries(sent)) {
        expect(tally.sent, key).toBeGreaterThanOrEqual(RUNS);
        expect(tally['5xx'], key).toBe(0);
      }
    }, 120_000);
  });
}

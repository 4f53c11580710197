/**
 * The yardstick for bank notifications (decision 0105): a bare Fastify + pg server doing the least a
 * notification must do, in its own process like the product. `POST /notify` keeps the body raw,
 * checks its HMAC-SHA256 signature over `{timestamp}.{body}` in constant time, parses it, finds the
 * `NAP {code}` memo with one regular expression, then in one transaction locks the recharge by code,
 * claims the transaction id (insert … on conflict do nothing) and, when the amount matches a pending
 * recharge, marks it approved and credits the wallet row. Same pool size as the product (20).
 * Env: PORT, DATABASE_URL, SECRET; RECHARGES: JSON [code, amountVnd][] to create.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const secret = process.env.SECRET ?? '';
const recharges = JSON.parse(process.env.RECHARGES ?? '[]') as [string, number][];

await pool.query(`drop table if exists bench_ref_transfers, bench_ref_recharges, bench_ref_wallets;
  create table bench_ref_wallets (id int primary key, balance_vnd bigint not null default 0);
  create table bench_ref_recharges (code text primary key, wallet_id int not null, amount_vnd bigint not null, status text not null);
  create table bench_ref_transfers (tx_id text primary key, status text not null, recharge_code text, payload jsonb not null)`);
await pool.query('insert into bench_ref_wallets select g from generate_series(1, $1::int) g', [recharges.length]);
await pool.query(
  `insert into bench_ref_recharges select c, ord::int, a, 'pending' from unnest($1::text[], $2::bigint[]) with ordinality as t(c, a, ord)`,
  [recharges.map((r) => r[0]), recharges.map((r) => r[1])],
);

const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.get('/health', async () => ({ ok: true }));
app.post('/notify', async (req, reply) => {
  const raw = req.body as Buffer;
  const ts = String(req.headers['x-sepay-timestamp'] ?? '');
  const given = Buffer.from(String(req.headers['x-sepay-signature'] ?? ''));
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.`).update(raw).digest('hex')}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({});
  const n = JSON.parse(raw.toString('utf8')) as { id: number; content: string; transferAmount: number };
  const code = /NAP[\s.\-_]*([2-9A-HJ-NP-Z]{6})/.exec(n.content.toUpperCase())?.[1] ?? null;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = code
      ? await client.query('select wallet_id, amount_vnd, status from bench_ref_recharges where code = $1 for update', [
          code,
        ])
      : { rows: [] };
    const r = rows[0] as { wallet_id: number; amount_vnd: string; status: string } | undefined;
    const matched = r !== undefined && r.status === 'pending' && Number(r.amount_vnd) === n.transferAmount;
    const ins = await client.query('insert into bench_ref_transfers values ($1, $2, $3, $4) on conflict do nothing', [
      String(n.id),
      matched ? 'matched' : 'unmatched',
      code,
      raw.toString('utf8'),
    ]);
    if (ins.rowCount === 1 && matched) {
      await client.query(`update bench_ref_recharges set status = 'approved' where code = $1`, [code]);
      await client.query('update bench_ref_wallets set balance_vnd = balance_vnd + $2 where id = $1', [
        r.wallet_id,
        n.transferAmount,
      ]);
    }
    await client.query('commit');
    return { success: true };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

/**
 * The yardstick for deposits: a bare Fastify + pg server doing the least a deposit must do, in its
 * own process like the product. `POST /deposit/:customer` runs one transaction that locks the
 * customer's wallet row, refuses an overdraft (409) and debits it. Same pool size as the product (20).
 * Env: PORT, DATABASE_URL, CUSTOMERS (rows to create, each holding BALANCE_VND).
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const customers = Number(process.env.CUSTOMERS ?? 50);
const balance = Number(process.env.BALANCE_VND ?? 1_000_000_000);

await pool.query(`drop table if exists bench_ref_wallets;
  create table bench_ref_wallets (id int primary key, balance_vnd bigint not null check (balance_vnd >= 0))`);
await pool.query('insert into bench_ref_wallets select g, $1 from generate_series(1, $2) g', [balance, customers]);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.post<{ Params: { customer: string }; Body: { amountVnd: number } }>('/deposit/:customer', async (req, reply) => {
  const id = Number(req.params.customer);
  const amount = req.body.amountVnd;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query('select balance_vnd from bench_ref_wallets where id = $1 for update', [id]);
    if (rows.length === 0 || Number(rows[0].balance_vnd) < amount) {
      await client.query('rollback');
      return reply.code(409).send({ code: 'insufficient-balance' });
    }
    await client.query('update bench_ref_wallets set balance_vnd = balance_vnd - $2 where id = $1', [id, amount]);
    await client.query('commit');
    return { ok: true };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

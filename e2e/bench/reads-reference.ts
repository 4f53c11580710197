/**
 * The yardstick for authenticated list reads (decision 0024): a bare Fastify + pg server in its own
 * process like the product. `GET /list` verifies an HS256 JWT (fast-jwt with the same verified-token
 * cache as the product), selects 20 rows of its user by an index, newest first, and counts that
 * user's rows: the least an authenticated, paged list must do. Same pool size as the product (20).
 * Env: PORT, DATABASE_URL, JWT_SECRET, OTHER_ROWS (rows of other users, to match the scale phase).
 */
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const verify = createVerifier({ key: process.env.JWT_SECRET!, algorithms: ['HS256'], cache: 10_000 });
const otherRows = Number(process.env.OTHER_ROWS ?? 0);

await pool.query(`drop table if exists bench_ref_rows;
  create table bench_ref_rows (id int generated always as identity primary key, user_id int not null,
    code text not null, amount_vnd bigint not null, created_at timestamptz not null default now());
  create index bench_ref_rows_user_idx on bench_ref_rows (user_id, id)`);
await pool.query(
  `insert into bench_ref_rows (user_id, code, amount_vnd)
  select case when g <= 30 then 1 else 2 + g % 10000 end, 'R' || g, 100000 from generate_series(1, $1) g`,
  [30 + otherRows],
);
await pool.query('vacuum analyze bench_ref_rows');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/list', async (req, reply) => {
  const header = req.headers.authorization ?? '';
  let userId: number;
  try {
    userId = Number((verify(header.slice(7)) as { sub: string }).sub);
  } catch {
    return reply.code(401).send({ code: 'invalid-user-token' });
  }
  const rows = await pool.query(
    'select id, code, amount_vnd, created_at from bench_ref_rows where user_id = $1 order by id desc limit 20',
    [userId],
  );
  const count = await pool.query('select count(*)::int as n from bench_ref_rows where user_id = $1', [userId]);
  return { items: rows.rows, page: 1, pageSize: 20, total: count.rows[0].n };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

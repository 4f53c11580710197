/**
 * Bulk seeding in SQL (generate_series) for the read benchmark (reads.ts, decision 0024). Rows are
 * spread over `users` consecutive user ids starting at `firstUser` (round robin). Money in integer
 * đồng / fen. The ledger stays balanced: every journal entry is a recharge with a wallet line of
 * +amount (with its running balance after) and a bank-clearing line of −amount; the wallets'
 * balances are raised by what their new lines add.
 */
import type pg from 'pg';

export interface Owners {
  firstUser: number;
  users: number;
}

const owner = (o: Owners, g: string) => `(${o.firstUser} + (${g}) % ${o.users})`;

/** `n` customers (password of khach@demo.vn's kind does not matter: they never sign in) with empty wallets. */
export async function seedCustomers(db: pg.Pool, n: number): Promise<Owners> {
  const { rows } = await db.query<{ lo: number; hi: number }>(
    `with ins as (
       insert into users (full_name, email, phone, password_hash)
       select 'Khách số ' || g, 'bulk.' || g || '@example.vn', '07' || lpad(g::text, 8, '0'), 'x'
         from generate_series(1, $1::int) g
       returning id)
     select min(id) as lo, max(id) as hi from ins`,
    [n],
  );
  const { lo, hi } = rows[0]!;
  await db.query(
    `insert into ledger_accounts (code, kind, user_id, balance_vnd)
     select 'W' || id, 'customer_wallet', id, 0 from users where id between $1 and $2`,
    [lo, hi],
  );
  return { firstUser: lo, users: hi - lo + 1 };
}

/**
 * `n` purchase orders of `owners`, codes `<prefix><g>`, two or three lines each (alternately, so 2.5
 * lines per order), one status event for the first status and one more for orders that moved on;
 * the order row carries its last event's time and actor and its lines' counts and first line, as
 * placing and lib/status/transition.ts keep them (decision 0076).
 */
export async function seedOrders(db: pg.Pool, owners: Owners, n: number, prefix: string): Promise<void> {
  const statuses = `array['awaiting_deposit','deposited','purchasing','delivered','completed','cancelled']`;
  const { rows } = await db.query<{ lo: number; hi: number }>(
    `with wh as (select (select id from warehouses where country = 'CN' order by id limit 1) as cn,
                        (select id from warehouses where country = 'VN' order by id limit 1) as vn),
     ins as (
       insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd,
         deposit_due_vnd, paid_vnd, created_at, updated_at, last_change_at, last_change_by,
         line_count, item_count, first_image_url, first_line_title)
       select $2 || g, ${owner(owners, 'g')}, (${statuses})[1 + g % 6], 'taobao', 'Cửa hàng ' || (g % 500), 3500,
         '{"counting":false,"woodenCrate":false,"insurance":false}',
         '{"name":"Nguyễn Văn A","phone":"0987654321","address":"Số 1, Phường Phúc Xá, Hà Nội"}',
         wh.cn, wh.vn, '[]', 12500, 43750000, 1500000, 45250000, 31675000, 0,
         now() - make_interval(mins => $1::int - g), now(),
         -- the order's last status event, written below (as lib/status/transition.ts keeps it on the row)
         now() - make_interval(mins => $1::int - g) + case when g % 6 = 0 then interval '0' else interval '1 hour' end,
         case when g % 6 = 0 then 'Khách hàng' else 'Hệ thống' end,
         -- the lines written below: k = 1…line_count, k units each; the first is k = 1
         2 + g % 2, case when g % 2 = 0 then 3 else 6 end,
         'https://img.alicdn.com/imgextra/ao-1.jpg', 'Áo khoác gió nam 1'
       from generate_series(1, $1::int) g, wh
       returning id)
     select min(id) as lo, max(id) as hi from ins`,
    [n, prefix],
  );
  const { lo, hi } = rows[0]!;
  await db.query(
    `insert into purchase_order_lines (order_id, site, product_id, url, title, sku_properties, image_url,
       unit_price_fen, quantity, note)
     select o.id, 'taobao', '691541677564', 'https://item.taobao.com/item.htm?id=691541677564',
       'Áo khoác gió nam ' || k, '{"Màu":"Đen"}', 'https://img.alicdn.com/imgextra/ao-' || k || '.jpg', 5000, k, ''
       from purchase_orders o cross join lateral generate_series(1, o.line_count) k
      where o.id between $1 and $2
      order by o.id, k`,
    [lo, hi],
  );
  await db.query(
    `insert into status_events (subject_type, subject_id, from_status, to_status, actor_id, actor_name, note, created_at)
     select 'purchase_order', o.id, null, 'awaiting_deposit', o.user_id, 'Khách hàng', '', o.created_at
       from purchase_orders o where o.id between $1 and $2
     union all
     select 'purchase_order', o.id, 'awaiting_deposit', o.status, null, 'Hệ thống', '', o.created_at + interval '1 hour'
       from purchase_orders o where o.id between $1 and $2 and o.status <> 'awaiting_deposit'
     order by 2, 8`,
    [lo, hi],
  );
}

/** `n` recharge journal entries of `owners` (2 lines each, wallet lines numbered after the wallet's), codes `<prefix><g>`, oldest first. */
export async function seedLedger(db: pg.Pool, owners: Owners, n: number, prefix: string): Promise<void> {
  const amount = 100_000;
  const { rows } = await db.query<{ lo: number; hi: number }>(
    `with ins as (
       insert into journal_entries (code, type, description, idempotency_key, created_by, created_at)
       select $2 || g, 'recharge', 'Nạp tiền vào ví', 'bench:' || $2 || g, null, now() - make_interval(secs => $1::int - g)
         from generate_series(1, $1::int) g order by g
       returning id)
     select min(id) as lo, max(id) as hi from ins`,
    [n, prefix],
  );
  const { lo, hi } = rows[0]!;
  const walletOf = owner(owners, 'e.id - $1');
  await db.query(
    `insert into journal_lines (entry_id, account_id, amount_vnd, balance_after_vnd, seq)
     select e.id, w.id, $3::int8, w.balance_vnd + $3::int8 * row_number() over (partition by w.id order by e.id),
            w.line_count + row_number() over (partition by w.id order by e.id)
       from journal_entries e join ledger_accounts w on w.user_id = ${walletOf}
      where e.id between $1 and $2
      order by e.id`,
    [lo, hi, amount],
  );
  await db.query(
    `insert into journal_lines (entry_id, account_id, amount_vnd, balance_after_vnd)
     select e.id, (select id from ledger_accounts where code = 'SYS_BANK_CLEARING'), -$3::int8, null
       from journal_entries e where e.id between $1 and $2 order by e.id`,
    [lo, hi, amount],
  );
  await db.query(
    `update ledger_accounts w set balance_vnd = w.balance_vnd + $3::int8 * c.n, line_count = w.line_count + c.n
       from (select ${walletOf} as user_id, count(*) as n from journal_entries e
              where e.id between $1 and $2 group by 1) c
      where w.user_id = c.user_id`,
    [lo, hi, amount],
  );
}

/** `n` recharge requests of `owners` (half pending, half approved without a journal link). */
export async function seedRecharges(db: pg.Pool, owners: Owners, n: number, prefix: string): Promise<void> {
  await db.query(
    `insert into recharges (code, user_id, amount_vnd, received_vnd, status, bank_account_id, note, created_at)
     select $2 || g, ${owner(owners, 'g')}, 500000, case when g % 2 = 0 then null else 500000 end,
       case when g % 2 = 0 then 'pending' else 'approved' end,
       (select id from company_bank_accounts order by id limit 1), '', now() - make_interval(mins => $1::int - g)
       from generate_series(1, $1::int) g`,
    [n, prefix],
  );
}

/** `n` delivery addresses of `owners`, the first of each owner's the default. */
export async function seedAddresses(db: pg.Pool, owners: Owners, n: number): Promise<void> {
  await db.query(
    `insert into addresses (user_id, receiver_name, phone, province_code, ward_code, street, is_default)
     select ${owner(owners, 'g')}, 'Nguyễn Thị Lan', '0987654321', '01', '00004', 'Số ' || g || ' Phố Huế',
       g < ${owners.users}
       from generate_series(0, $1::int - 1) g`,
    [n],
  );
}

/** Whether every journal entry sums to zero and every wallet's balance is the sum of its lines. */
export async function ledgerBalanced(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ bad_entries: number; bad_wallets: number }>(
    `select (select count(*)::int from (select entry_id from journal_lines group by entry_id
                                        having sum(amount_vnd) <> 0) x) as bad_entries,
            (select count(*)::int from ledger_accounts w
              where w.kind = 'customer_wallet'
                and (w.balance_vnd <> coalesce((select sum(amount_vnd) from journal_lines l where l.account_id = w.id), 0)
                  or w.line_count <> (select count(*) from journal_lines l where l.account_id = w.id))
            ) as bad_wallets`,
  );
  return rows[0]!.bad_entries === 0 && rows[0]!.bad_wallets === 0;
}

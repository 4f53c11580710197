/**
 * Every foreign key is the leading column of some index (decision 0024), unless it is
 * listed below as one no query filters or joins on. A new foreign key therefore needs either an
 * index or a deliberate entry here. Reads the migrated test database's catalogue.
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/helpers.ts';

/** `table.column` of foreign keys no query filters or joins on; lookups go the other way, by primary key. */
const UNINDEXED_ON_PURPOSE = new Set([
  'adjustments.journal_entry_id',
  // Agency (decision 0119): entries are read by agent, order or status; rules by service.
  'commission_entries.customer_id',
  'commission_entries.journal_entry_id',
  'commission_rules.updated_by',
  'complaints.journal_entry_id',
  'complaints.offer_approved_by',
  'complaints.offered_by',
  'withdrawals.approved_by',
  'withdrawals.decided_by',
  'withdrawals.journal_entry_id',
  'withdrawals.paid_by',
  // Pay-on-behalf orders, quotes and refund requests (decision 0114): read by the order's id.
  'pay_on_behalf_orders.tariff_version_id',
  'pay_on_behalf_orders.taken_by',
  'pay_on_behalf_orders.paid_by',
  'pay_on_behalf_orders.journal_entry_id',
  'pay_on_behalf_quotes.tariff_version_id',
  'refund_requests.requested_by',
  'refund_requests.decided_by',
  'refund_requests.journal_entry_id',
  'consignment_orders.tariff_version_id',
  'exchange_rates.created_by',
  'journal_entries.created_by',
  'purchase_order_shop_orders.created_by',
  'parcels.tariff_version_id',
  'purchase_orders.cn_warehouse_id',
  'purchase_orders.tariff_version_id',
  'purchase_orders.vn_warehouse_id',
  'recharges.bank_account_id',
  'recharges.decided_by',
  'recharges.journal_entry_id',
  'shipping_routes.cn_warehouse_id',
  'status_events.actor_id',
  'tariff_versions.created_by',
]);

describe('foreign key indexes', () => {
  const ctx = useTestDatabase(1);

  it('leads an index with every foreign key a query uses', async () => {
    const { rows } = await ctx.database.pool.query<{ fk: string; indexed: boolean }>(`
      select c.conrelid::regclass::text || '.' || a.attname as fk,
             exists (select 1 from pg_index i
                      where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    expect(rows.length).toBeGreaterThan(10);
    const missing = rows.filter((r) => !r.indexed && !UNINDEXED_ON_PURPOSE.has(r.fk)).map((r) => r.fk);
    expect(missing).toEqual([]);
    // The list stays honest: an entry that got an index is removed from it.
    const stale = rows.filter((r) => r.indexed && UNINDEXED_ON_PURPOSE.has(r.fk)).map((r) => r.fk);
    expect(stale).toEqual([]);
  });
});

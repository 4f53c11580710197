/**
 * The search SQL (lib/db/search.ts, auth.refs.ts) (decision 0040): the database folds names as the browser and the API do, and each
 * condition can be served by its index — with sequential scans disabled, the planner picks the
 * index; without one that fits it would fall back to a (disabled) sequential scan.
 */
import { foldSearchText, searchTerms } from '@app/shared/search';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { recharges } from '../../db/schema/wallet.ts';
import { codeMatch } from '../../lib/db/search.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { codeOrOwnerMatch, userMatch } from './auth.refs.ts';

const ctx = useTestDatabase();

const vietnamese = 'aàáạảãâầấậẩẫăằắặẳẵeèéẹẻẽêềếệểễiìíịỉĩoòóọỏõôồốộổỗơờớợởỡuùúụủũưừứựửữyỳýỵỷỹdđ';

/** The plan of `select … where cond` with sequential scans off, as text. */
async function planOf(table: string, cond: SQL): Promise<string> {
  return transaction(ctx.database.db, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = await tx.execute(sql`explain select id from ${sql.identifier(table)} where ${cond}`);
    return res.rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
  });
}

describe('search SQL', () => {
  it('vn_fold() in the database folds every Vietnamese letter as foldSearchText() does', async () => {
    const samples = [vietnamese, vietnamese.toUpperCase(), vietnamese.normalize('NFD'), 'Nguyễn Thị Lân 09x@Y.vn'];
    for (const s of samples) {
      const res = await ctx.database.db.execute(sql`select vn_fold(${s}) as f`);
      expect((res.rows[0] as { f: string }).f).toBe(foldSearchText(s));
    }
    expect(foldSearchText(vietnamese)).toMatch(/^[a-z]+$/);
  });

  it('serves names, phones, emails and codes from their indexes', async () => {
    expect(await planOf('users', userMatch({ name: 'lân', phone: null, email: null, codes: [] })!)).toContain(
      'users_name_search_idx',
    );
    expect(await planOf('users', userMatch({ name: null, phone: '0912', email: null, codes: [] })!)).toContain(
      'users_phone_prefix_idx',
    );
    expect(await planOf('users', userMatch({ name: null, phone: null, email: 'lan@', codes: [] })!)).toContain(
      'users_email_prefix_idx',
    );
    expect(await planOf('purchase_orders', codeMatch(purchaseOrders.code, searchTerms('MH2611')!)!)).toContain(
      'purchase_orders_code_prefix_idx',
    );
    expect(await planOf('recharges', codeMatch(recharges.code, searchTerms('NAP K7Q')!)!)).toContain(
      'recharges_code_prefix_idx',
    );
  });

  it("finds a search's orders by code or by their customers through indexes (no scan of every order)", async () => {
    const plan = await planOf(
      'purchase_orders',
      codeOrOwnerMatch(purchaseOrders.code, purchaseOrders.userId, searchTerms('lan')),
    );
    expect(plan).toContain('purchase_orders_code_prefix_idx');
    expect(plan).toContain('purchase_orders_user_idx');
    expect(plan).toContain('users_name_search_idx');
    expect(plan).not.toMatch(/Seq Scan on purchase_orders/);
  });
});

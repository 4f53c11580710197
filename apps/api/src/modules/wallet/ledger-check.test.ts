/**
 * The ledger check (decision 0085): on money moved by the product it finds nothing; each kind of
 * violation, planted inside a transaction that is then rolled back (so the file's own end-of-file
 * check stays clean), is reported with its subject and the expected and actual amounts.
 */
import { sql } from 'drizzle-orm';
import { parseCrontab } from 'graphile-worker';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { creditWallet, makeCustomer, makePurchaseOrder } from '../../test/factories.ts';
import { useTestApp } from '../../test/helpers.ts';
import { type DeliveryJson, deliveryKit } from '../delivery/delivery.test-support.ts';
import { appTasks, CRONTAB, LEDGER_CHECK_TASK, runLedgerCheck } from '../jobs/jobs.service.ts';
import { checkLedger, formatViolation, type LedgerViolation } from './ledger-check.service.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

let s: {
  purchase: Awaited<ReturnType<typeof kit.purchaseOrderAtVn>>;
  consignment: Awaited<ReturnType<typeof kit.consignmentOrderAtVn>>;
  other: Awaited<ReturnType<typeof kit.purchaseOrderAtVn>>;
  request: DeliveryJson;
  customerId: number;
};

beforeAll(async () => {
  // A paid deposit, a delivery request paying a purchase and a consignment order, and another order
  // still owing its shipping with its parcel at the warehouse.
  const customer = await makeCustomer(ctx);
  const purchase = await kit.purchaseOrderAtVn(customer);
  const consignment = await kit.consignmentOrderAtVn(customer, { totalVnd: 56_000 });
  const other = await kit.purchaseOrderAtVn(customer);
  await creditWallet(ctx, customer.id, purchase.order.totalVnd - purchase.order.paidVnd + 56_000);
  const address = await kit.address(customer);
  const request = await kit.createOk(customer.auth, {
    parcelIds: [...purchase.parcels, ...consignment.parcels].map((p) => p.id),
    addressId: address.id,
    method: 'pickup',
  });
  await makePurchaseOrder(ctx, { customer, status: 'cancelled', steps: ['deposited', 'cancelled'] });
  s = { purchase, consignment, other, request, customerId: customer.id };
});

class Rollback extends Error {}

/** Runs `plant` and the check in one transaction, rolled back: the violations the check saw. */
async function planted(plant: (tx: Tx) => Promise<unknown>): Promise<LedgerViolation[]> {
  let found: LedgerViolation[] = [];
  await transaction(ctx.database.db, async (tx) => {
    await plant(tx);
    found = await checkLedger(tx);
    throw new Rollback();
  }).catch((e) => {
    if (!(e instanceof Rollback)) throw e;
  });
  return found;
}

describe('ledger check', () => {
  it('finds nothing in money the product moved', async () => {
    expect(s.request.paidVnd).toBeGreaterThan(0);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('reports a journal entry whose lines do not sum to zero', async () => {
    const found = await planted(async (tx) => {
      const entry = await tx.execute<{ id: number }>(
        sql`insert into journal_entries (code, type, description, idempotency_key)
            values ('BT-PLANTED', 'adjustment', 'planted', 'planted:unbalanced') returning id`,
      );
      await tx.execute(
        sql`insert into journal_lines (entry_id, account_id, amount_vnd)
            values (${entry.rows[0]!.id}, (select id from ledger_accounts where code = 'SYS_ADJUSTMENTS'), 700)`,
      );
    });
    expect(found).toEqual([
      {
        kind: 'entry-unbalanced',
        subject: { type: 'journal_entry', id: expect.any(Number), code: 'BT-PLANTED' },
        expected: '0',
        actual: '700',
      },
    ]);
    expect(formatViolation(found[0]!)).toMatch(
      /^entry-unbalanced journal_entry #\d+ BT-PLANTED: expected 0, actual 700$/,
    );
  });

  it('reports a wallet whose balance is not the sum of its lines', async () => {
    const found = await planted((tx) =>
      tx.execute(sql`update ledger_accounts set balance_vnd = balance_vnd + 1000 where user_id = ${s.customerId}`),
    );
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'wallet-balance-mismatch',
        subject: { type: 'ledger_account', id: expect.any(Number), code: `W${s.customerId}` },
      }),
    ]);
    expect(Number(found[0]!.actual) - Number(found[0]!.expected)).toBe(1000);
  });

  it('reports orders and delivery requests whose paid amount is not their postings', async () => {
    const found = await planted(async (tx) => {
      await tx.execute(sql`update purchase_orders set paid_vnd = paid_vnd + 5 where id = ${s.other.order.id}`);
      await tx.execute(sql`update consignment_orders set paid_vnd = 0 where id = ${s.consignment.order.id}`);
      await tx.execute(sql`update delivery_requests set paid_vnd = paid_vnd - 1 where id = ${s.request.id}`);
    });
    expect(found).toEqual([
      {
        kind: 'purchase-order-paid-mismatch',
        subject: { type: 'purchase_order', id: s.other.order.id, code: s.other.order.code },
        expected: String(s.other.order.paidVnd),
        actual: String(s.other.order.paidVnd + 5),
      },
      {
        kind: 'consignment-order-paid-mismatch',
        subject: { type: 'consignment_order', id: s.consignment.order.id, code: s.consignment.order.code },
        expected: '56000',
        actual: '0',
      },
      {
        kind: 'delivery-request-paid-mismatch',
        subject: { type: 'delivery_request', id: s.request.id, code: s.request.code },
        expected: String(s.request.paidVnd),
        actual: String(s.request.paidVnd - 1),
      },
    ]);
  });

  it('reports a parcel out for delivery while its order owes money', async () => {
    const parcel = s.other.parcels[0]!;
    const found = await planted((tx) =>
      tx.execute(sql`update parcels set status = 'delivering' where id = ${parcel.id}`),
    );
    expect(found).toEqual([
      {
        kind: 'parcel-out-while-owing',
        subject: { type: 'parcel', id: parcel.id, code: `${parcel.code} (${s.other.order.code})` },
        expected: String(s.other.order.totalVnd),
        actual: String(s.other.order.paidVnd),
      },
    ]);
  });

  it('reports an account that must not go negative', async () => {
    const found = await planted(async (tx) => {
      const entry = await tx.execute<{ id: number }>(
        sql`insert into journal_entries (code, type, description, idempotency_key)
            values ('BT-NEGATIVE', 'adjustment', 'planted', 'planted:negative') returning id`,
      );
      const id = entry.rows[0]!.id;
      await tx.execute(
        sql`insert into journal_lines (entry_id, account_id, amount_vnd) values
            (${id}, (select id from ledger_accounts where code = 'SYS_WITHDRAWALS_PAYABLE'), -1000000000000),
            (${id}, (select id from ledger_accounts where code = 'SYS_BANK_CLEARING'), 1000000000000)`,
      );
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'negative-balance',
        subject: { type: 'ledger_account', id: expect.any(Number), code: 'SYS_WITHDRAWALS_PAYABLE' },
        expected: '>= 0',
      }),
    ]);
  });

  it('runs nightly in the job runner and logs each violation at error level', async () => {
    expect(parseCrontab(CRONTAB).map((item) => item.task)).toContain(LEDGER_CHECK_TASK);
    expect(appTasks({ db: ctx.database.db, mailer: ctx.mailer, log: () => {} })).toHaveProperty(LEDGER_CHECK_TASK);
    const errors: string[] = [];
    await planted(async (tx) => {
      await tx.execute(sql`update purchase_orders set paid_vnd = paid_vnd + 5 where id = ${s.other.order.id}`);
      expect(await runLedgerCheck(tx, (m) => errors.push(m))).toBe(1);
    });
    expect(errors).toEqual([
      `ledger check: purchase-order-paid-mismatch purchase_order #${s.other.order.id} ${s.other.order.code}: expected ${s.other.order.paidVnd}, actual ${s.other.order.paidVnd + 5}`,
      'ledger check: 1 violation(s)',
    ]);
    expect(await runLedgerCheck(ctx.database.db, (m) => errors.push(m))).toBe(0);
  });
});

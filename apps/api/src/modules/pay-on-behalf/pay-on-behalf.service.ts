/**
 * Pay-on-behalf orders, the customer's and the agent's side (DESIGN.md §3.2 and §4, decision 0114):
 * quotes at the tariff in force (30 minutes, used once), orders debited when they enter `pending`
 * (amount to the pay-on-behalf clearing account, fee to fee revenue, one `pob_payment` posting),
 * an agent's order waiting in `awaiting_customer` until its customer confirms, cancelling (the
 * payment back in the same transaction) and confirming receipt. A reference (Taobao order number,
 * 代付 link, account) may be in one open order at a time (a partial unique index on the lines).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  normalizePobReference,
  POB_QUOTE_MINUTES,
  type PobLine,
  type PobLineInput,
  type PobOrderDetail,
  type PobPrice,
  type PobQuote,
  type PobSource,
  pobHints,
} from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { formatVnd } from '@app/shared/money';
import { payOnBehalfCost } from '@app/shared/pay-on-behalf-fees';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { lockUser } from '../auth/auth.service.ts';
import { tariffInForce } from '../tariff/tariff.service.ts';
import { post, postings, walletBalance } from '../wallet/ledger.service.ts';
import * as repo from './pay-on-behalf.repository.ts';
import { mapOrderDetail, mapOrders } from './pay-on-behalf-map.ts';

export type { PobLineInput, PobPrice };

/** `TT2611-000123`: year and month of creation (Vietnam time), then the order number. */
export function payOnBehalfCode(n: number, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `TT${parts.year}${parts.month}-${String(n).padStart(6, '0')}`;
}

/** Lines as stored: trimmed, a note always, the reference's comparison key. */
function canonical(lines: PobLineInput[]): (PobLine & { referenceKey: string })[] {
  return lines.map((l) => ({
    channel: l.channel,
    reference: l.reference.trim(),
    referenceKey: `${normalizePobReference(l.reference)}`,
    amountFen: l.amountFen,
    note: (l.note ?? '').trim(),
  }));
}

/** sha256 of the lines' canonical form: a quote is for these lines only. */
function linesHash(lines: PobLineInput[]): string {
  const text = JSON.stringify(canonical(lines).map((l) => [l.channel, l.referenceKey, l.amountFen, l.note]));
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Quote lines at the tariff in force, without storing a quote: the rate is the tier of the total
 * (fen), the fee a percent of the đồng amount with a minimum (@app/shared/pay-on-behalf-fees). 409
 * `tariff-missing` when no tariff was ever published.
 */
export async function priceLines(db: Executor, lines: PobLineInput[]): Promise<PobPrice> {
  const totalFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const tariff = await tariffInForce(db);
  const cost = payOnBehalfCost(totalFen, tariff.body.payOnBehalf);
  return { totalFen, ...cost, tariffVersionId: tariff.id };
}

/** POST /OrderPob/Quote: prices `lines` and keeps the quote 30 minutes for `actor` (a customer or an agent). */
export async function quote(db: Db, actor: Actor, lines: PobLineInput[]): Promise<PobQuote> {
  return transaction(db, async (tx) => {
    const price = await priceLines(tx, lines);
    const now = await repo.dbNow(tx);
    const row = await repo.insertQuote(tx, {
      id: randomUUID(),
      userId: actor.userId,
      linesHash: linesHash(lines),
      totalFen: price.totalFen,
      rate: price.rate,
      amountVnd: price.amountVnd,
      feeVnd: price.feeVnd,
      totalVnd: price.totalVnd,
      tariffVersionId: price.tariffVersionId,
      expiresAt: new Date(now.getTime() + POB_QUOTE_MINUTES * 60_000),
    });
    return { ...price, quoteId: row.id, expiresAt: row.expiresAt.toISOString(), hints: [...pobHints] };
  });
}

/** Deletes quotes expired more than a day ago (the job runner's pruning, every 10 minutes); how many. */
export function pruneExpiredQuotes(db: Db, now: Date = new Date()): Promise<number> {
  return repo.deleteExpiredQuotes(db, now);
}

/** The quote `quoteId` of `ownerId` for exactly `lines`, marked used; 409 `quote-expired` otherwise. */
async function useQuote(tx: Tx, ownerId: number, quoteId: string, lines: PobLineInput[]): Promise<PobPrice> {
  const q = await repo.lockQuote(tx, quoteId, ownerId);
  if (!q || q.usedAt !== null || q.expiresAt.getTime() <= (await repo.dbNow(tx)).getTime()) {
    throw new AppError('quote-expired');
  }
  if (q.linesHash !== linesHash(lines)) {
    throw new AppError('quote-expired', 'Các khoản thanh toán đã thay đổi so với báo giá, vui lòng báo giá lại');
  }
  await repo.markQuoteUsed(tx, q.id);
  return {
    totalFen: q.totalFen,
    rate: q.rate,
    amountVnd: q.amountVnd,
    feeVnd: q.feeVnd,
    totalVnd: q.totalVnd,
    tariffVersionId: q.tariffVersionId,
  };
}

/** 409 `insufficient-balance` (with `missingVnd`) unless `userId`'s wallet (locked) holds `totalVnd`. */
async function assertBalance(tx: Tx, userId: number, totalVnd: number): Promise<void> {
  const balance = await walletBalance(tx, userId, { lock: true });
  if (balance < totalVnd) {
    const missing = totalVnd - balance;
    throw new AppError(
      'insufficient-balance',
      `Số dư ví không đủ: cần ${formatVnd(totalVnd)}, ví có ${formatVnd(balance)}, còn thiếu ${formatVnd(missing)}`,
      { missingVnd: missing, rechargeUrl: `/wallet/recharge?amount=${missing}` },
    );
  }
}

/** The debit of a locked order entering `pending`: amount + fee, once per order. */
async function debit(tx: Tx, order: repo.PobOrderRow, actor: Actor | SystemActor): Promise<void> {
  const { entryId } = await post(
    tx,
    postings.pobPayment({
      order: { subjectType: 'pay_on_behalf_order', id: order.id, code: order.code, userId: order.userId },
      amountVnd: order.amountVnd,
      feeVnd: order.feeVnd,
      actor,
    }),
  );
  await repo.setPaymentEntry(tx, order.id, entryId);
}

/** The refusal of references already in an open order, naming them. */
function referenceInUse(refs: string[]): AppError {
  const shown = refs.slice(0, 3).join(', ');
  return new AppError(
    'pob-reference-in-use',
    `Mã đơn hoặc link 代付 đã có trong một đơn thanh toán hộ khác đang xử lý: ${shown}`,
  );
}

/**
 * Creates a pay-on-behalf order inside the caller's transaction and debits the wallet (unless
 * awaitingCustomer). `quote: 'now'` prices at the tariff in force; a quote must be `actor`'s, not
 * expired, unused and for exactly `lines`. Throws AppError insufficient-balance / quote-expired /
 * pob-reference-in-use (nothing written: the caller's transaction rolls back). Idempotent per
 * idempotencyKey (of `actor`): a replay answers the first order.
 */
export async function createPayOnBehalfOrder(
  tx: Tx,
  p: {
    customerId: number;
    actor: Actor;
    lines: PobLineInput[];
    quote: { quoteId: string } | 'now';
    idempotencyKey: string;
    agentUserId?: number | null;
    awaitingCustomer?: boolean;
    source?: PobSource;
  },
): Promise<{ id: number; code: string }> {
  const quoteKey = p.quote === 'now' ? 'now' : p.quote.quoteId;
  const hash = `pob:${p.customerId}:${p.agentUserId ?? ''}:${p.awaitingCustomer ? 1 : 0}:${quoteKey}:${linesHash(p.lines)}`;
  return once(tx, p.actor.userId, p.idempotencyKey, hash, async () => {
    await lockUser(tx, p.customerId);
    const lines = canonical(p.lines);
    const keys = lines.map((l) => l.referenceKey);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    if (twice.length > 0) throw referenceInUse(twice);
    const taken = await repo.openReferenceKeys(tx, keys);
    if (taken.length > 0)
      throw referenceInUse(lines.filter((l) => taken.includes(l.referenceKey)).map((l) => l.reference));
    const price =
      p.quote === 'now' ? await priceLines(tx, p.lines) : await useQuote(tx, p.actor.userId, p.quote.quoteId, p.lines);
    const awaiting = p.awaitingCustomer === true;
    if (!awaiting) await assertBalance(tx, p.customerId, price.totalVnd);
    const code = payOnBehalfCode(await repo.nextOrderNumber(tx));
    const source: PobSource = p.source ?? (p.agentUserId ? 'agent' : 'customer');
    const order = await enter(
      tx,
      payOnBehalfMachine,
      {
        code,
        userId: p.customerId,
        agentUserId: p.agentUserId ?? null,
        source,
        totalFen: price.totalFen,
        rate: price.rate,
        amountVnd: price.amountVnd,
        feeVnd: price.feeVnd,
        totalVnd: price.totalVnd,
        tariffVersionId: price.tariffVersionId,
        confirmedAt: awaiting ? null : new Date(),
      },
      p.actor,
      {
        status: awaiting ? 'awaiting_customer' : 'pending',
        note: awaiting ? 'Đại lý tạo đơn, chờ khách xác nhận' : 'Tạo đơn thanh toán hộ',
      },
    );
    // A concurrent order may have taken a reference since the check: the index refuses it here.
    if ((await repo.insertLines(tx, order.id, lines)) !== lines.length) {
      const now = await repo.openReferenceKeys(tx, keys);
      throw referenceInUse(lines.filter((l) => now.includes(l.referenceKey)).map((l) => l.reference));
    }
    if (!awaiting) await debit(tx, order, p.actor);
    return { id: order.id, code: order.code };
  });
}

/** The order as `actor` sees it, with timeline and refunds; 404 `pob-order-not-found` when it may not. */
export async function loadOrder(db: Executor, actor: Actor | SystemActor, id: number): Promise<PobOrderDetail> {
  const row = await repo.findOrder(db, actor, id);
  if (!row) throw new AppError('pob-order-not-found');
  return mapOrderDetail(db, row, actor);
}

/** One page of the orders `actor` may see (pending oldest first, then newest first). */
export async function listOrders(db: Db, actor: Actor, f: repo.PobOrderFilter) {
  const { rows, total } = await repo.listOrders(db, actor, f);
  return { items: await mapOrders(db, rows, actor), page: f.page, pageSize: f.pageSize, total };
}

/** POST /OrderPob: the customer's own order from their quote, debited at once (`pending`). */
export async function createOwnOrder(
  db: Db,
  actor: Actor,
  input: { quoteId: string; lines: PobLineInput[] },
  key: string,
): Promise<PobOrderDetail> {
  const { id } = await transaction(db, (tx) =>
    createPayOnBehalfOrder(tx, {
      customerId: actor.userId,
      actor,
      lines: input.lines,
      quote: { quoteId: input.quoteId },
      idempotencyKey: key,
    }),
  );
  return loadOrder(db, actor, id);
}

/**
 * POST /Agency/OrderPob: an order for one of the agent's customers (404 `customer-not-found`
 * otherwise), from the agent's quote, in `awaiting_customer`: nothing debited until the customer
 * confirms.
 */
export async function createAgentOrder(
  db: Db,
  actor: Actor,
  input: { customerId: number; quoteId: string; lines: PobLineInput[] },
  key: string,
): Promise<PobOrderDetail> {
  const { id } = await transaction(db, async (tx) => {
    if (!(await repo.isAgentsCustomer(tx, actor.userId, input.customerId))) throw new AppError('customer-not-found');
    return createPayOnBehalfOrder(tx, {
      customerId: input.customerId,
      actor,
      lines: input.lines,
      quote: { quoteId: input.quoteId },
      idempotencyKey: key,
      agentUserId: actor.userId,
      awaitingCustomer: true,
      source: 'agent',
    });
  });
  return loadOrder(db, actor, id);
}

/** The locked order `id` of `actor`, or 404. */
async function locked(tx: Tx, actor: Actor | SystemActor, id: number): Promise<repo.PobOrderRow> {
  const row = await repo.lockOrder(tx, actor, id);
  if (!row) throw new AppError('pob-order-not-found');
  return row;
}

/**
 * The customer confirms an agent's order: `awaiting_customer` → `pending`, debiting amount + fee
 * then (409 `insufficient-balance` with `missingVnd`, nothing written). Confirming a confirmed one
 * answers it unchanged; 409 `pob-status-invalid` once cancelled.
 */
export async function confirmOrder(db: Db, actor: Actor, id: number): Promise<PobOrderDetail> {
  await transaction(db, async (tx) => {
    const o = await locked(tx, actor, id);
    if (o.confirmedAt !== null && o.status !== 'cancelled') return;
    if (o.status !== 'awaiting_customer') throw new AppError('pob-status-invalid');
    await assertBalance(tx, o.userId, o.totalVnd);
    const moved = await transition(tx, payOnBehalfMachine, o, 'pending', actor, {
      note: 'Khách hàng xác nhận đơn, đã trừ tiền ví',
      set: { confirmedAt: new Date() },
    });
    await debit(tx, moved, actor);
  });
  return loadOrder(db, actor, id);
}

/**
 * Refunds amount and fee of a debited order that ends (`cancelled`, `failed`) and frees its
 * references; an agent's order cancelled before confirmation had nothing debited.
 */
export async function refundWhole(
  tx: Tx,
  o: repo.PobOrderRow,
  kind: 'cancelled' | 'failed',
  actor: Actor | SystemActor,
): Promise<void> {
  if (o.journalEntryId !== null) {
    await post(
      tx,
      postings.pobRefund({
        order: { subjectType: 'pay_on_behalf_order', id: o.id, code: o.code, userId: o.userId },
        amountVnd: o.amountVnd,
        feeVnd: o.feeVnd,
        cause: { kind },
        actor,
      }),
    );
  }
  await repo.closeLines(tx, o.id);
}

/**
 * The customer cancels while `awaiting_customer` or `pending`: the payment comes back in the same
 * transaction. Cancelling a cancelled order answers it unchanged; 409 `pob-status-invalid` once
 * staff took it.
 */
export async function cancelOrder(db: Db, actor: Actor, id: number): Promise<PobOrderDetail> {
  await transaction(db, async (tx) => {
    const o = await locked(tx, actor, id);
    if (o.status === 'cancelled') return;
    if (o.status !== 'pending' && o.status !== 'awaiting_customer') throw new AppError('pob-status-invalid');
    await transition(tx, payOnBehalfMachine, o, 'cancelled', actor, {
      note: 'Khách hàng hủy đơn',
      set: { closedAt: new Date() },
    });
    await refundWhole(tx, o, 'cancelled', actor);
  });
  return loadOrder(db, actor, id);
}

/** The customer confirms the seller was paid: `paid` → `completed` (a completed order answers unchanged). */
export async function confirmReceived(db: Db, actor: Actor, id: number): Promise<PobOrderDetail> {
  await transaction(db, async (tx) => {
    const o = await locked(tx, actor, id);
    if (o.status === 'completed') return;
    if (o.status !== 'paid') throw new AppError('pob-status-invalid');
    await transition(tx, payOnBehalfMachine, o, 'completed', actor, {
      note: 'Khách hàng xác nhận hoàn thành',
      set: { completedAt: new Date() },
    });
  });
  return loadOrder(db, actor, id);
}

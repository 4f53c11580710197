/**
 * The sync of linked Taobao accounts (decision 0116, 0117): per active account, refresh the access
 * token when it expires within REFRESH_MARGIN_MS (a refused refresh marks the account `expired`),
 * read the buyer's orders created since the oldest order not yet final (or the last sync; 90 days on
 * the first), read the detail of each new or changed order, and upsert it: the platform order id is
 * unique, sub-orders by their platform id, tracking numbers added (each becomes an expected parcel at
 * the account's China warehouse), the trade state mapped and moved through the status writer as
 * `system`; then our open refund requests are asked about (taobao-payment.service.ts `syncRefunds`).
 * Running it twice over the same data changes nothing the second time.
 */
import type { TaobaoGlobalOrderStatus } from '@app/shared/machines/taobao-global';
import { taobaoGlobalOrderMachine, taobaoTokenMachine } from '@app/shared/machines/taobao-global';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { consignmentRate } from '../exchange-rate/exchange-rate.service.ts';
import { expectOrderParcels } from '../parcel/order-parcels.service.ts';
import type { TaobaoGlobal } from './taobao.config.ts';

export type { TaobaoGlobal } from './taobao.config.ts';

import * as repo from './taobao-global.repository.ts';
import { syncRefunds } from './taobao-payment.service.ts';
import { ProviderError, type ProviderOrder } from './taobao-provider.ts';

/** Refresh the access token when it expires within this margin. */
export const REFRESH_MARGIN_MS = 10 * 60_000;
/** The first sync of an account reads this far back (Taobao keeps three months of orders). */
export const FIRST_SYNC_DAYS = 90;
const PAGE_SIZE = 50;
const MAX_PAGES = 40;

/**
 * The platform's trade state → the machine's (DESIGN.md §3.3); null for a state the product does not
 * import. TRADE_CLOSED_BY_TAOBAO is a closed trade; the unpaid variants are waiting for payment.
 */
export function mapTradeStatus(platform: string): TaobaoGlobalOrderStatus | null {
  if (taobaoGlobalOrderMachine.is(platform)) return platform;
  switch (platform) {
    case 'TRADE_CLOSED_BY_TAOBAO':
      return 'TRADE_CLOSED';
    case 'TRADE_NO_CREATE_PAY':
    case 'PAY_PENDING':
    case 'WAIT_PRE_AUTH_CONFIRM':
      return 'WAIT_BUYER_PAY';
    case 'TRADE_BUYER_SIGNED':
      return 'WAIT_BUYER_CONFIRM_GOODS';
    default:
      return null;
  }
}

export interface SyncOutcome {
  imported: number;
  updated: number;
}

/** Messages stored on the account for the customer (Vietnamese). */
const EXPIRED_MESSAGE = 'Phiên đăng nhập Taobao đã hết hạn, vui lòng liên kết lại';
const UNAVAILABLE_MESSAGE = 'Không kết nối được Taobao, hệ thống sẽ thử lại';

async function markExpired(db: Db, tokenId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await repo.lockToken(tx, systemActor, tokenId);
    if (row?.status !== 'active') return;
    const noted = await repo.updateToken(tx, row.id, { lastSyncError: EXPIRED_MESSAGE });
    await transition(tx, taobaoTokenMachine, noted, 'expired', systemActor, { note: EXPIRED_MESSAGE });
  });
}

/** The access token of active account `tokenId`, refreshed first when near expiry (or `force`). */
async function sessionOf(db: Db, tg: TaobaoGlobal, tokenId: number, force = false): Promise<string> {
  const outcome = await transaction(db, async (tx) => {
    const row = await repo.lockToken(tx, systemActor, tokenId);
    if (row?.status !== 'active') throw new AppError('taobao-token-not-active');
    if (!force && row.expiresAt.getTime() - tg.now().getTime() > REFRESH_MARGIN_MS) {
      return { session: tg.cipher.decrypt(row.accessTokenEnc) };
    }
    try {
      const fresh = await tg.provider.refresh(tg.cipher.decrypt(row.refreshTokenEnc));
      await repo.updateToken(tx, row.id, {
        accessTokenEnc: tg.cipher.encrypt(fresh.accessToken),
        refreshTokenEnc: tg.cipher.encrypt(fresh.refreshToken),
        expiresAt: fresh.expiresAt,
        refreshExpiresAt: fresh.refreshExpiresAt,
      });
      return { session: fresh.accessToken };
    } catch (e) {
      if (e instanceof ProviderError && e.kind !== 'unavailable') return { expired: true as const };
      throw e;
    }
  });
  if ('expired' in outcome) {
    await markExpired(db, tokenId);
    throw new AppError('taobao-token-not-active');
  }
  return outcome.session;
}

/** Upserts one provider order of account `token` in its own transaction; answers what changed. */
async function upsertOrder(
  db: Db,
  token: repo.TokenRow,
  p: ProviderOrder,
): Promise<'imported' | 'updated' | 'same' | 'skipped'> {
  const status = mapTradeStatus(p.status);
  if (!status || !p.id) return 'skipped';
  return transaction(db, async (tx) => {
    let row = await repo.lockOrderByPlatformId(tx, p.id);
    let result: 'imported' | 'updated' | 'same' = 'same';
    if (!row) {
      let rate = 0;
      try {
        rate = await consignmentRate(tx);
      } catch {
        // No rate yet: only the crate uses it, and these parcels have none.
      }
      row = await enter(
        tx,
        taobaoGlobalOrderMachine,
        {
          code: taobaoGlobalOrderCode(await repo.nextOrderNumber(tx)),
          userId: token.userId,
          tokenId: token.id,
          platformOrderId: p.id,
          sellerNick: p.sellerNick,
          totalFen: p.totalFen,
          postFeeFen: p.postFeeFen,
          paymentFen: p.paymentFen,
          createdOnPlatformAt: p.createdAt,
          paidOnPlatformAt: p.paidAt,
          modifiedOnPlatformAt: p.modifiedAt,
          cnWarehouseId: token.cnWarehouseId,
          vnWarehouseId: token.vnWarehouseId,
          exchangeRate: rate,
        },
        systemActor,
        { status, note: 'Nhập từ Taobao' },
      );
      result = 'imported';
    } else {
      if (row.userId !== token.userId) return 'skipped';
      const changed =
        row.sellerNick !== p.sellerNick ||
        row.totalFen !== p.totalFen ||
        row.postFeeFen !== p.postFeeFen ||
        row.paymentFen !== p.paymentFen ||
        (row.paidOnPlatformAt?.getTime() ?? null) !== (p.paidAt?.getTime() ?? null) ||
        row.modifiedOnPlatformAt.getTime() !== p.modifiedAt.getTime();
      if (changed) {
        await repo.updateOrder(tx, row.id, {
          sellerNick: p.sellerNick,
          totalFen: p.totalFen,
          postFeeFen: p.postFeeFen,
          paymentFen: p.paymentFen,
          paidOnPlatformAt: p.paidAt,
          modifiedOnPlatformAt: p.modifiedAt,
        });
        result = 'updated';
      }
      // Only forward: a stale answer never moves an order back (the machine refuses it).
      if (row.status !== status && taobaoGlobalOrderMachine.canTransition(row.status, status)) {
        row = await transition(tx, taobaoGlobalOrderMachine, row, status, systemActor, {
          note: 'Cập nhật từ Taobao',
        });
        result = 'updated';
      }
    }
    const lines = await repo.upsertSubOrders(
      tx,
      row.id,
      p.subOrders
        .filter((l) => l.id)
        .map((l) => ({
          platformSubOrderId: l.id,
          title: l.title,
          skuProperties: l.skuProperties,
          quantity: l.quantity,
          priceFen: l.priceFen,
          paymentFen: l.paymentFen,
          imageUrl: l.imageUrl,
          refundStatus: l.refundStatus,
          platformRefundId: l.refundId,
        })),
    );
    const codes = new Map<string, string>();
    for (const l of p.subOrders) if (l.trackingCode) codes.set(l.trackingCode.trim(), l.company);
    const fresh = await repo.addTrackings(
      tx,
      row.id,
      [...codes]
        .filter(([c]) => c.length > 0 && c.length <= 100)
        .map(([trackingCode, company]) => ({ trackingCode, company })),
    );
    if (fresh.length > 0) {
      await expectOrderParcels(
        tx,
        systemActor,
        { type: 'taobao_global_order', id: row.id },
        row,
        fresh,
        `Mã vận đơn từ đơn Taobao ${p.id}`,
      );
    }
    if (result === 'same' && (lines > 0 || fresh.length > 0)) result = 'updated';
    return result;
  });
}

/** `TG2611-000123`: year and month of import (Vietnam time), then the order number. */
export function taobaoGlobalOrderCode(n: number, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, x) => {
      acc[x.type] = x.value;
      return acc;
    }, {});
  return `TG${parts.year}${parts.month}-${String(n).padStart(6, '0')}`;
}

/**
 * Syncs active account `tokenId`. Throws 409 `taobao-token-not-active` when it is not active (or
 * became expired now: its refresh was refused), 503 `taobao-sync-failed` when the provider cannot be
 * reached (the account keeps its status; the message is stored for the customer).
 */
export async function syncAccount(db: Db, tg: TaobaoGlobal, tokenId: number): Promise<SyncOutcome> {
  const startedAt = tg.now();
  let session = await sessionOf(db, tg, tokenId);
  const token = (await repo.findToken(db, systemActor, tokenId))?.token;
  if (!token) throw new AppError('not-found');
  const oldestOpen = await repo.oldestOpenOrderAt(db, tokenId);
  const candidates = [oldestOpen, token.lastSyncAt].filter((d): d is Date => d !== null);
  const since =
    candidates.length > 0
      ? new Date(Math.min(...candidates.map((d) => d.getTime())))
      : new Date(startedAt.getTime() - FIRST_SYNC_DAYS * 86_400_000);

  // One retry with a refreshed token when the provider says the session ended.
  const withSession = async <T>(call: (s: string) => Promise<T>): Promise<T> => {
    try {
      return await call(session);
    } catch (e) {
      if (!(e instanceof ProviderError) || e.kind !== 'expired') throw e;
      session = await sessionOf(db, tg, tokenId, true);
      try {
        return await call(session);
      } catch (again) {
        if (again instanceof ProviderError && again.kind === 'expired') {
          await markExpired(db, tokenId);
          throw new AppError('taobao-token-not-active');
        }
        throw again;
      }
    }
  };

  const out: SyncOutcome = { imported: 0, updated: 0 };
  try {
    const listed: ProviderOrder[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const r = await withSession((s) => tg.provider.listBuyerOrders(s, { since, page, pageSize: PAGE_SIZE }));
      listed.push(...r.orders);
      if (!r.hasNext || r.orders.length === 0) break;
    }
    for (const summary of listed) {
      const known = await repo.findOrderByPlatformId(db, summary.id);
      // Unchanged since the last import: nothing to read again.
      if (known && known.modifiedOnPlatformAt.getTime() === summary.modifiedAt.getTime()) continue;
      const detail = await withSession((s) => tg.provider.orderDetail(s, summary.id));
      const r = await upsertOrder(db, token, detail);
      if (r === 'imported') out.imported += 1;
      if (r === 'updated') out.updated += 1;
    }
    // Our open refund requests: the platform's refund status decides them (decision 0120).
    await syncRefunds(db, tokenId, (refundId) => withSession((s) => tg.provider.refundStatus(s, refundId)));
  } catch (e) {
    if (e instanceof ProviderError) {
      await repo.updateToken(db, tokenId, {
        lastSyncError: e.kind === 'expired' ? EXPIRED_MESSAGE : UNAVAILABLE_MESSAGE,
      });
      throw new AppError('taobao-sync-failed');
    }
    throw e;
  }
  await repo.updateToken(db, tokenId, { lastSyncAt: startedAt, lastSyncError: '' });
  return out;
}

/**
 * The scheduled sync (job `taobao_sync`, every TAOBAO_SYNC_MINUTES): every active account in turn,
 * oldest sync first; one account's failure is logged and does not stop the others.
 */
export async function syncAllAccounts(
  db: Db,
  tg: TaobaoGlobal,
  log: (m: string) => void,
): Promise<SyncOutcome & { failed: number }> {
  const total = { imported: 0, updated: 0, failed: 0 };
  for (const id of await repo.activeTokenIds(db)) {
    try {
      const r = await syncAccount(db, tg, id);
      total.imported += r.imported;
      total.updated += r.updated;
    } catch (e) {
      total.failed += 1;
      log(`taobao sync: account ${id}: ${(e as Error).message}`);
    }
  }
  return total;
}

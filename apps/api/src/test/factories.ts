/**
 * Test factories: rows built directly in the test file's database, so a test of the tenth step of a
 * lifecycle does not replay nine steps over HTTP (decision 0017). What they build is what the
 * product would have built: customers are registered by the auth service (real session, token usable
 * in inject()), money moves only through the ledger's `post()` in a transaction, and every status
 * change writes its status event through `writeStatusEvent`.
 *
 * Factories check no business rule (that is what the HTTP and service tests are for); they refuse
 * only what would make an impossible row, e.g. a status the machine cannot reach from placing.
 */
import { randomBytes } from 'node:crypto';
import type { Address } from '@app/shared/contracts/address';
import { calculatePurchaseFees } from '@app/shared/fees';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import type { Role } from '@app/shared/roles';
import { defaultShippingTariffs } from '@app/shared/shipping';
import type { SubjectType } from '@app/shared/statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { addresses } from '../db/schema/address.ts';
import { users } from '../db/schema/auth.ts';
import { companyBankAccounts } from '../db/schema/bank-account.ts';
import { cartItems } from '../db/schema/cart.ts';
import { purchaseOrderLines, purchaseOrders } from '../db/schema/purchase-order.ts';
import { staffWarehouses } from '../db/schema/staff.ts';
import { statusEvents } from '../db/schema/status-event.ts';
import { recharges } from '../db/schema/wallet.ts';
import { shippingRoutes, warehouses } from '../db/schema/warehouse.ts';
import { demoAccounts } from '../db/seed.ts';
import { afterCommit, transaction } from '../lib/db/transaction.ts';
import { recordDomainEvent } from '../lib/events/domain-events.ts';
import { mapAddress } from '../modules/address/address.service.ts';
import { register } from '../modules/auth/auth.service.ts';
import { createTokenSigner, type TokenSigner } from '../modules/auth/tokens.ts';
import { requirePurchaseRate } from '../modules/exchange-rate/exchange-rate.service.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import { linesSummary } from '../modules/purchase-order/purchase-order.service.ts';
import { purchaseFeeTariffOf, tariffInForce } from '../modules/tariff/tariff.service.ts';
import { post, postings } from '../modules/wallet/ledger.service.ts';
import { addressBody, cartItemBody } from './fixtures.ts';
import { newCustomer, TEST_JWT_SECRET } from './helpers.ts';

/** A cart item or order line: `cartItemBody`'s fields, any of them overridden. */
export type CartItemSpec = Partial<Omit<ReturnType<typeof cartItemBody>, 'skuProperties'>> & {
  skuProperties?: Record<string, string>;
};

/** Anything holding the file's database: a `useTestApp()` or `useTestDatabase()` context. */
export interface FactoryContext {
  database: { db: Db };
}

/** A signed-in user, the same shape `registerCustomer` answers. */
export interface TestUser {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Who a status event or an approval is written by. */
export interface EventActor {
  id: number;
  fullName: string;
}

let signer: Promise<TokenSigner> | undefined;

/**
 * A customer registered through the auth service (user, empty wallet, live session), optionally
 * with `walletVnd` đồng credited by an approved recharge.
 */
export async function makeCustomer(
  ctx: FactoryContext,
  options: Partial<{ fullName: string; email: string; phone: string; password: string; walletVnd: number }> = {},
): Promise<TestUser> {
  const { walletVnd, ...overrides } = options;
  const db = ctx.database.db;
  const body = newCustomer(overrides);
  signer ??= createTokenSigner(TEST_JWT_SECRET);
  const tokens = await register(
    {
      db,
      signer: await signer,
      mailer: createMailer({ db, from: 'test@example.vn', log: () => {} }),
      onSessionsRevoked: () => {},
    },
    body,
    'test factory',
  );
  const { userId } = await (await signer).verify(tokens.token);
  if (walletVnd) await creditWallet(ctx, userId, walletVnd);
  return { ...body, id: userId, token: tokens.token, auth: { authorization: `Bearer ${tokens.token}` } };
}

/**
 * A staff member holding `roles` (a registered user whose roles are then set), signed in. A warehouse
 * member (`warehouse_cn`, `warehouse_vn`) is assigned `options.warehouseIds`, by default every
 * warehouse existing now (decision 0103); `[]` for none.
 */
export async function makeStaff(
  ctx: FactoryContext,
  roles: Role | Role[],
  options: Partial<{ fullName: string; email: string; phone: string; password: string; warehouseIds: number[] }> = {},
): Promise<TestUser & { roles: Role[] }> {
  const { warehouseIds, ...overrides } = options;
  const held = Array.isArray(roles) ? roles : [roles];
  const user = await makeCustomer(ctx, { fullName: 'Nhân Viên Thử', ...overrides });
  await ctx.database.db.update(users).set({ roles: held }).where(eq(users.id, user.id));
  if (held.includes('warehouse_cn') || held.includes('warehouse_vn')) {
    const ids = warehouseIds ?? (await ctx.database.db.select({ id: warehouses.id }).from(warehouses)).map((w) => w.id);
    await assignWarehouses(ctx, user.id, ids);
  }
  return { ...user, roles: held };
}

/** Replaces staff member `userId`'s warehouses with `ids` (decision 0103). */
export async function assignWarehouses(ctx: FactoryContext, userId: number, ids: number[]): Promise<void> {
  const db = ctx.database.db;
  await db.delete(staffWarehouses).where(eq(staffWarehouses.userId, userId));
  if (ids.length > 0) await db.insert(staffWarehouses).values(ids.map((warehouseId) => ({ userId, warehouseId })));
}

/**
 * A warehouse added beside the seeded ones (a second China warehouse, a third Vietnam one), with
 * routes to every VN warehouse (from every CN one for a VN warehouse) on the Hà Nội tariff.
 */
export async function makeWarehouse(
  ctx: FactoryContext,
  spec: { name: string; country: 'CN' | 'VN' },
): Promise<{ id: number; name: string; country: 'CN' | 'VN' }> {
  const db = ctx.database.db;
  const [house] = await db
    .insert(warehouses)
    .values({ name: spec.name, country: spec.country, address: spec.name })
    .returning();
  const others = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.country, spec.country === 'CN' ? 'VN' : 'CN'));
  const tariff = defaultShippingTariffs.hanoi;
  await db
    .insert(shippingRoutes)
    .values(
      others.map((o) =>
        spec.country === 'CN'
          ? { cnWarehouseId: house!.id, vnWarehouseId: o.id, tariff }
          : { cnWarehouseId: o.id, vnWarehouseId: house!.id, tariff },
      ),
    );
  return { id: house!.id, name: house!.name, country: spec.country };
}

/** The seeded admin (`Quản trị viên Demo`), who approves and moves what factories build by default. */
export async function seededAdmin(ctx: FactoryContext): Promise<EventActor> {
  const [row] = await ctx.database.db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, demoAccounts.admin.email));
  if (!row) throw new Error('seeded admin missing');
  return row;
}

/**
 * Credits `amountVnd` đồng to the user's wallet as an approved recharge (bank clearing → wallet,
 * entry type `recharge`), in its own transaction. Returns the recharge and journal entry ids.
 */
export async function creditWallet(
  ctx: FactoryContext,
  userId: number,
  amountVnd: number,
  approvedBy?: EventActor,
): Promise<{ rechargeId: number; entryId: number }> {
  const by = approvedBy ?? (await seededAdmin(ctx));
  return transaction(ctx.database.db, (tx) => creditWalletIn(tx, userId, amountVnd, by));
}

async function creditWalletIn(tx: Tx, userId: number, amountVnd: number, by: EventActor) {
  const [bank] = await tx
    .select({ id: companyBankAccounts.id })
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .limit(1);
  if (!bank) throw new Error('no active company bank account');
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const code = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  const [recharge] = await tx
    .insert(recharges)
    .values({
      code,
      userId,
      amountVnd,
      receivedVnd: amountVnd,
      bankAccountId: bank.id,
      status: 'approved',
      decidedBy: by.id,
    })
    .returning({ id: recharges.id });
  const { entryId } = await post(
    tx,
    postings.recharge({ recharge: { id: recharge!.id, code, userId, amountVnd }, actor: { userId: by.id } }),
  );
  await tx
    .update(recharges)
    .set({ decidedAt: new Date(), journalEntryId: entryId })
    .where(eq(recharges.id, recharge!.id));
  return { rechargeId: recharge!.id, entryId };
}

/** An address of the user (the first one becomes the default); overrides as in `addressBody`. */
export async function makeAddress(
  ctx: FactoryContext,
  userId: number,
  overrides: Partial<ReturnType<typeof addressBody> & { isDefault: boolean }> = {},
): Promise<Address> {
  const db = ctx.database.db;
  const existing = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
  const [row] = await db
    .insert(addresses)
    .values({ ...addressBody(), isDefault: existing.length === 0, ...overrides, userId })
    .returning();
  return mapAddress(row!);
}

/** Cart items of the user, in order; each item's fields default to `cartItemBody`'s. */
export async function makeCartItems(ctx: FactoryContext, userId: number, items: CartItemSpec[] = [{}]) {
  if (items.length === 0) return [];
  return ctx.database.db
    .insert(cartItems)
    .values(items.map((item) => ({ ...cartItemBody(item), userId })))
    .returning();
}

/**
 * Writes one status event, and its domain event and after-commit signal as lib/status/transition.ts does
 * (so cached reads such as the staff counts see what factories build), and for a purchase order its
 * copy on the order row (`last_change_at` / `last_change_by`, decision 0076). The only place
 * factories record a status change.
 */
export async function writeStatusEvent(
  tx: Tx,
  event: {
    subjectType: SubjectType;
    subjectId: number;
    fromStatus: string | null;
    toStatus: string;
    actor: EventActor | null;
    note: string;
    /** The customer the subject belongs to (the domain event's user). */
    userId?: number | null;
  },
): Promise<void> {
  const [written] = await tx
    .insert(statusEvents)
    .values({
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorId: event.actor?.id ?? null,
      actorName: event.actor?.fullName ?? '',
    })
    .returning({ createdAt: statusEvents.createdAt, actorName: statusEvents.actorName });
  if (event.subjectType === 'purchase_order') {
    await tx
      .update(purchaseOrders)
      .set({ lastChangeAt: written!.createdAt, lastChangeBy: written!.actorName })
      .where(eq(purchaseOrders.id, event.subjectId));
  }
  await recordDomainEvent(tx, {
    type: `${event.subjectType}.status_changed`,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    userId: event.userId ?? null,
    payload: { from: event.fromStatus, to: event.toStatus, factory: true },
  });
  afterCommit(tx, (events) => events.statusChanged(event.subjectType));
}

/**
 * The statuses an order passes through from `awaiting_deposit` to `to`: the shortest way through
 * the machine's table, taking the table's first choice at each fork (so the happy path).
 */
export function purchaseOrderPath(to: PurchaseOrderStatus): PurchaseOrderStatus[] {
  const start: PurchaseOrderStatus = 'awaiting_deposit';
  const previous = new Map<PurchaseOrderStatus, PurchaseOrderStatus | null>([[start, null]]);
  const queue: PurchaseOrderStatus[] = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const next of purchaseOrderMachine.transitions[at]) {
      if (previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  if (!previous.has(to)) throw new Error(`${to} cannot be reached from ${start}`);
  const path: PurchaseOrderStatus[] = [];
  for (let s: PurchaseOrderStatus | null = to; s !== null; s = previous.get(s) ?? null) path.unshift(s);
  return path;
}

/** Statuses that need the order paid in full, which no service posts yet (delivery requests will). */
const needsFullPayment: readonly PurchaseOrderStatus[] = ['delivering', 'delivered', 'completed'];

export interface PurchaseOrderSpec {
  customer: EventActor;
  /** Where the order ends (default `awaiting_deposit`), reached along `purchaseOrderPath`. */
  status?: PurchaseOrderStatus;
  /** Or the statuses after `awaiting_deposit`, in order, e.g. `['deposited', 'cancelled']`. */
  steps?: PurchaseOrderStatus[];
  /** The order's lines (one shop: site and shop name come from the first); `cartItemBody` defaults. */
  items?: CartItemSpec[];
  options?: { counting: boolean; woodenCrate: boolean; insurance: boolean };
  /** The receiver's address (default: a new one of the customer's, `addressBody`). */
  address?: Address;
  /** The VN warehouse by name (default `Kho Hà Nội`). */
  vnWarehouse?: string;
  /** Who makes the staff moves (default: the seeded admin). */
  staff?: EventActor;
  /**
   * Where the deposit comes from: `recharge` (default) credits exactly the deposit by an approved
   * recharge first, as the customer would; `wallet` takes it from what the wallet holds.
   */
  depositFrom?: 'recharge' | 'wallet';
  /** Staff notes of the staff moves (default ''). */
  note?: string;
}

/**
 * A purchase order placed by `customer` and brought to its status, with its lines, every status
 * event on the way, and its postings: the deposit paid from the wallet when it passes `deposited`,
 * refunded when it is then cancelled. Fees come from the shared calculator at the current rate and
 * tariff, as when placing. Returns the order's row.
 */
export async function makePurchaseOrder(ctx: FactoryContext, spec: PurchaseOrderSpec) {
  const steps = spec.steps ?? purchaseOrderPath(spec.status ?? 'awaiting_deposit').slice(1);
  const blocked = steps.find((s) => needsFullPayment.includes(s));
  if (blocked) throw new Error(`makePurchaseOrder: ${blocked} needs the full payment, which no service posts yet`);
  const staff = spec.staff ?? (await seededAdmin(ctx));
  const address = spec.address ?? (await makeAddress(ctx, spec.customer.id));
  const lines = (spec.items ?? [{}]).map((item) => cartItemBody(item));
  const options = spec.options ?? { counting: false, woodenCrate: false, insurance: false };
  const customer = spec.customer;
  return transaction(ctx.database.db, async (tx) => {
    const [vn] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.name, spec.vnWarehouse ?? 'Kho Hà Nội'), eq(warehouses.country, 'VN')));
    if (!vn) throw new Error(`no VN warehouse ${spec.vnWarehouse}`);
    const [route] = await tx.select().from(shippingRoutes).where(eq(shippingRoutes.vnWarehouseId, vn.id)).limit(1);
    const rate = await requirePurchaseRate(tx);
    const version = await tariffInForce(tx);
    const fees = calculatePurchaseFees({ lines, exchangeRate: rate, options, tariff: purchaseFeeTariffOf(version) });
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        code: await nextOrderCode(tx),
        userId: customer.id,
        status: 'awaiting_deposit',
        site: lines[0]!.site,
        shopName: lines[0]!.shopName,
        exchangeRate: rate,
        tariffVersionId: version.id,
        options,
        receiver: { name: address.receiverName, phone: address.phone, address: address.fullAddress },
        cnWarehouseId: route!.cnWarehouseId,
        vnWarehouseId: vn.id,
        feeLines: fees.lines,
        goodsFen: fees.goodsFen,
        goodsVnd: fees.goodsVnd,
        feesVnd: fees.feesVnd,
        totalVnd: fees.totalVnd,
        depositDueVnd: fees.depositDueVnd,
        ...linesSummary(lines),
      })
      .returning();
    let row = order!;
    await tx.insert(purchaseOrderLines).values(
      lines.map((l) => ({
        orderId: row.id,
        site: l.site,
        productId: l.productId,
        url: l.url,
        title: l.title,
        skuProperties: l.skuProperties,
        imageUrl: l.imageUrl,
        unitPriceFen: l.unitPriceFen,
        quantity: l.quantity,
        note: l.note,
      })),
    );
    const event = { subjectType: 'purchase_order', subjectId: row.id, userId: customer.id } as const;
    await writeStatusEvent(tx, {
      ...event,
      fromStatus: null,
      toStatus: 'awaiting_deposit',
      actor: customer,
      note: 'Khách hàng đặt đơn',
    });
    for (const to of steps) {
      const from = row.status as PurchaseOrderStatus;
      if (!purchaseOrderMachine.canTransition(from, to)) throw new Error(`makePurchaseOrder: ${from} → ${to}`);
      let paidVnd = row.paidVnd;
      let refundedVnd = row.refundedVnd;
      let depositedAt = row.depositedAt;
      let actor = staff;
      let note = spec.note ?? '';
      if (to === 'deposited') {
        const amount = row.depositDueVnd;
        if ((spec.depositFrom ?? 'recharge') === 'recharge') await creditWalletIn(tx, customer.id, amount, staff);
        await post(tx, postings.orderDeposit({ order: row, amountVnd: amount, actor: { userId: customer.id } }));
        paidVnd += amount;
        depositedAt = new Date();
        actor = customer;
        note = 'Khách hàng đặt cọc từ ví';
      } else if (to === 'cancelled' && paidVnd > 0) {
        await post(
          tx,
          postings.orderRefund({
            order: { ...row, subjectType: 'purchase_order' },
            amountVnd: paidVnd,
            cause: { kind: 'cancelled' },
            actor: { userId: staff.id },
          }),
        );
        refundedVnd = paidVnd;
        paidVnd = 0;
      }
      if (to === 'cancelled') note = spec.note || 'Nhân viên hủy đơn';
      const [updated] = await tx
        .update(purchaseOrders)
        .set({ status: to, paidVnd, refundedVnd, depositedAt, updatedAt: new Date() })
        .where(eq(purchaseOrders.id, row.id))
        .returning();
      row = updated!;
      await writeStatusEvent(tx, { ...event, fromStatus: from, toStatus: to, actor, note });
    }
    return row;
  });
}

/**
 * Pays a purchase order from its customer's wallet up to `upToVnd` (default its total), as the
 * product would: the wallet is credited that much first (a recharge), then the deposit (`orderDeposit`,
 * when nothing was paid yet) or a payment (`orderPayment`, as a delivery request pays: keyed on
 * delivery request `deliveryRequestId`, 0 when the test has none) is posted and `paid_vnd` follows,
 * so the order's paid amount always equals its postings (the ledger check, decision 0085).
 * Statuses are left as they are. Returns the amount paid now.
 */
export async function payPurchaseOrder(
  ctx: FactoryContext,
  orderId: number,
  opts: { upToVnd?: number; deliveryRequestId?: number } = {},
): Promise<number> {
  const staff = await seededAdmin(ctx);
  return transaction(ctx.database.db, async (tx) => {
    const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, orderId)).for('update');
    if (!order) throw new Error(`payPurchaseOrder: no order ${orderId}`);
    const amount = (opts.upToVnd ?? order.totalVnd) - order.paidVnd;
    if (amount <= 0) return 0;
    await creditWalletIn(tx, order.userId, amount, staff);
    const actor = { userId: order.userId };
    await post(
      tx,
      order.paidVnd === 0
        ? postings.orderDeposit({ order, amountVnd: amount, actor })
        : postings.orderPayment({
            order: { ...order, subjectType: 'purchase_order' },
            amountVnd: amount,
            deliveryRequestId: opts.deliveryRequestId ?? 0,
            actor,
          }),
    );
    await tx
      .update(purchaseOrders)
      .set({ paidVnd: order.paidVnd + amount })
      .where(eq(purchaseOrders.id, orderId));
    return amount;
  });
}

/** `MH2611-000123` from the database's order sequence (year and month in Asia/Ho_Chi_Minh). */
async function nextOrderCode(tx: Tx): Promise<string> {
  const res = await tx.execute<{ n: number }>(sql`select nextval('purchase_order_code_seq')::int as n`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: '2-digit',
    month: '2-digit',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `MH${part('year')}${part('month')}-${String(res.rows[0]!.n).padStart(6, '0')}`;
}

/**
 * The staff's customer lookup and customer page (decision 0040): search, contact details with wallet
 * balance, counts and addresses, the wallet's ledger, and CSV exports (decision 0041). Permission
 * `view:customer` (route guard); 404 `customer-not-found` for an id the actor may not see.
 */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import type { CustomerDetail, CustomerSummary } from '@app/shared/contracts/customer';
import { formatDateTime } from '@app/shared/money';
import { type Role, roleLabels } from '@app/shared/roles';
import type { Db, Executor } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile, oneBatch } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as addresses from '../address/address.service.ts';
import * as agents from '../auth/agent-accounts.service.ts';
import {
  type CustomerRow,
  countLookedUpUsers,
  lookedUpUserBatches,
  lookUpUser,
  lookUpUsers,
} from '../auth/user-lookup.service.ts';
import { levelView } from '../customer-level/customer-level.service.ts';
import { countOrdersOf } from '../purchase-order/purchase-order.service.ts';
import { countRechargesOf } from '../wallet/recharge.service.ts';
import { exportWalletLines, walletLinesOf } from '../wallet/transaction.service.ts';

function mapCustomer(r: CustomerRow): CustomerSummary {
  return {
    id: r.id,
    fullName: r.fullName,
    phone: r.phone,
    email: r.email,
    roles: r.roles as Role[],
    walletBalanceVnd: r.walletBalanceVnd,
    disabled: r.disabledAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listCustomers(
  db: Db,
  actor: Actor,
  f: { q?: string; salesStaffId?: number; page: number; pageSize: number },
) {
  const { rows, total } = await lookUpUsers(db, actor, f);
  return { items: rows.map(mapCustomer), page: f.page, pageSize: f.pageSize, total };
}

/** GET /Admin/Customer/Mine: the list, cut to the customers whose sales member is `actor` (decision 0100). */
export function listMine(db: Db, actor: Actor, f: { q?: string; page: number; pageSize: number }) {
  return listCustomers(db, actor, { ...f, salesStaffId: actor.userId });
}

/** The customer if `actor` may see them; 404 `customer-not-found` otherwise. */
export async function requireCustomer(db: Executor, actor: Actor, id: number) {
  const row = await lookUpUser(db, actor, id);
  if (!row) throw new AppError('customer-not-found');
  return row;
}

export async function getCustomer(db: Db, actor: Actor, id: number): Promise<CustomerDetail> {
  const row = await requireCustomer(db, actor, id);
  const level = await levelView(db, row.levelId);
  return {
    ...mapCustomer(row),
    orderCount: await countOrdersOf(db, id),
    rechargeCount: await countRechargesOf(db, id),
    addresses: await addresses.listOf(db, actor, id),
    // Every install has a level at 0 đ (migration, and the set keeps one); the fallback is for safety.
    level: {
      ...(level ?? { id: 0, name: '', depositPercent: 70, serviceFeeDiscountPercent: 0 }),
      pinned: row.levelPinned,
    },
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    salesStaff: row.salesStaff,
    note: row.staffNote,
    agency: await agencyOf(db, id),
  };
}

/** The customer page's agency block (decision 0118): role, code, their agent, their customers. */
async function agencyOf(db: Db, id: number): Promise<CustomerDetail['agency']> {
  const row = await agents.agencyRow(db, id);
  return {
    isAgent: row?.roles.includes('agent') ?? false,
    referralCode: row?.referralCode ?? null,
    agent: await agents.agentOf(db, row?.agentUserId ?? null),
    agentLinkedAt: row?.agentLinkedAt?.toISOString() ?? null,
    agentCustomerCount: await agents.countAgentCustomers(db, id),
  };
}

/** One page of the customer's wallet lines (the same rows the customer sees at /Transaction). */
export async function customerTransactions(db: Db, actor: Actor, id: number, page: { page: number; pageSize: number }) {
  await requireCustomer(db, actor, id);
  return walletLinesOf(db, id, page);
}

const customerColumns: CsvColumn<CustomerRow>[] = [
  { header: 'Mã khách hàng', value: (r) => r.id },
  { header: 'Họ và tên', value: (r) => r.fullName },
  { header: 'Số điện thoại', value: (r) => r.phone },
  { header: 'Email', value: (r) => r.email },
  { header: 'Số dư ví (₫)', value: (r) => r.walletBalanceVnd },
  { header: 'Vai trò', value: (r) => r.roles.map((role) => roleLabels[role as Role] ?? role).join(', ') },
  { header: 'Trạng thái', value: (r) => (r.disabledAt ? 'Đã khóa' : 'Hoạt động') },
  { header: 'Ngày đăng ký', value: (r) => formatDateTime(r.createdAt) },
];

export async function exportCustomers(db: Db, actor: Actor, q: string | undefined) {
  const total = await countLookedUpUsers(db, actor, q);
  await auditExport(db, actor, { action: 'customer.export', subjectType: 'user', filters: { q }, rows: total });
  return csvFile('khach-hang', customerColumns, lookedUpUserBatches(db, actor, q, EXPORT_MAX_ROWS), total);
}

export async function exportTransactions(db: Db, actor: Actor, id: number) {
  await requireCustomer(db, actor, id);
  const file = await exportWalletLines(db, id);
  await auditExport(db, actor, {
    action: 'customer.export_transactions',
    subjectType: 'user',
    subjectId: id,
    rows: file.total,
  });
  return file;
}

type AddressRow = Awaited<ReturnType<typeof addresses.listOf>>[number];
const addressColumns: CsvColumn<AddressRow>[] = [
  { header: 'Người nhận', value: (a) => a.receiverName },
  { header: 'Số điện thoại', value: (a) => a.phone },
  { header: 'Địa chỉ', value: (a) => a.fullAddress },
  { header: 'Mặc định', value: (a) => (a.isDefault ? 'Có' : '') },
];

export async function exportAddresses(db: Db, actor: Actor, id: number) {
  await requireCustomer(db, actor, id);
  const rows = await addresses.listOf(db, actor, id);
  await auditExport(db, actor, {
    action: 'customer.export_addresses',
    subjectType: 'user',
    subjectId: id,
    rows: rows.length,
  });
  return csvFile(`dia-chi-${id}`, addressColumns, oneBatch(rows), rows.length);
}

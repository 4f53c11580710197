/**
 * The staff's customer lookup and customer page (decision 0040): search, contact details with wallet
 * balance, counts and addresses, the wallet's ledger, and CSV exports (decision 0041). Permission
 * `view:customer` (route guard); 404 `customer-not-found` for an id the actor may not see.
 */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import type { CustomerDetail, CustomerSummary } from '@app/shared/contracts/customer';
import { formatDateTime } from '@app/shared/money';
import { type Role, roleLabels } from '@app/shared/roles';
import type { Db } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile, oneBatch } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as addresses from '../address/address.service.ts';
import {
  type CustomerRow,
  countLookedUpUsers,
  lookedUpUserBatches,
  lookUpUser,
  lookUpUsers,
} from '../auth/user-lookup.service.ts';
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

export async function listCustomers(db: Db, actor: Actor, f: { q?: string; page: number; pageSize: number }) {
  const { rows, total } = await lookUpUsers(db, actor, f);
  return { items: rows.map(mapCustomer), page: f.page, pageSize: f.pageSize, total };
}

/** The customer if `actor` may see them; 404 `customer-not-found` otherwise. */
async function requireCustomer(db: Db, actor: Actor, id: number) {
  const row = await lookUpUser(db, actor, id);
  if (!row) throw new AppError('customer-not-found');
  return row;
}

export async function getCustomer(db: Db, actor: Actor, id: number): Promise<CustomerDetail> {
  const row = await requireCustomer(db, actor, id);
  return {
    ...mapCustomer(row),
    orderCount: await countOrdersOf(db, id),
    rechargeCount: await countRechargesOf(db, id),
    addresses: await addresses.listOf(db, actor, id),
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

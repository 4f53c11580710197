/**
 * Every table, for drizzle-kit and the typed client. Tables live per area in schema/<area>.ts;
 * money columns are integer đồng (`_vnd`) or integer fen (`_fen`) (columns.ts). Wire contracts never
 * derive from these tables (CONVENTIONS.md); repositories map rows explicitly.
 */
export * from './schema/address.ts';
export * from './schema/adjustment.ts';
export * from './schema/agency.ts';
export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/bank-account.ts';
export * from './schema/bank-transfer.ts';
export * from './schema/cart.ts';
export * from './schema/chat.ts';
export * from './schema/complaint.ts';
export * from './schema/consignment.ts';
export * from './schema/content.ts';
export * from './schema/customer-level.ts';
export * from './schema/delivery.ts';
export * from './schema/domain-event.ts';
export * from './schema/idempotency.ts';
export * from './schema/jobs.ts';
export * from './schema/mail.ts';
export * from './schema/notification.ts';
export * from './schema/parcel.ts';
export * from './schema/pay-on-behalf.ts';
export * from './schema/pricing.ts';
export * from './schema/purchase-order.ts';
export * from './schema/setting.ts';
export * from './schema/staff.ts';
export * from './schema/status-event.ts';
export * from './schema/taobao-global.ts';
export * from './schema/tariff.ts';
export * from './schema/totp.ts';
export * from './schema/upload.ts';
export * from './schema/wallet.ts';
export * from './schema/warehouse.ts';
export * from './schema/warehouse-ops.ts';
export * from './schema/warehouse-scans.ts';
export * from './schema/withdrawal.ts';

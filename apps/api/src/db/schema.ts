/**
 * Database schema (Drizzle, PostgreSQL). Money columns are integer đồng (`_vnd`) or integer fen
 * (`_fen`) as bigint in number mode: safe up to 9e15, far above any order here.
 * Wire contracts never derive from these tables (CONVENTIONS.md); repositories map rows explicitly.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull().default(sql`'{customer}'::text[]`),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in device; its refresh tokens rotate, and reuse of an old one revokes the session. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.accountKey, t.createdAt)],
);

export const passwordResetCodes = pgTable('password_reset_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Mail written by the development mail adapter (and a copy of what SMTP sent). */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport').notNull(),
  createdAt: createdAt(),
});

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceKey: text('device_key').notNull(),
    token: jsonb('token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_device_idx').on(t.userId, t.deviceKey)],
);

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  country: text('country', { enum: ['CN', 'VN'] }).notNull(),
  address: text('address').notNull().default(''),
});

/** CN warehouse → VN warehouse with its shipping tariff (shared/shipping.ts ShippingTariff). */
export const shippingRoutes = pgTable('shipping_routes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  cnWarehouseId: integer('cn_warehouse_id')
    .notNull()
    .references(() => warehouses.id),
  vnWarehouseId: integer('vn_warehouse_id')
    .notNull()
    .references(() => warehouses.id),
  tariff: jsonb('tariff').notNull(),
});

/** Tariff rows an admin can change, by key (e.g. `purchase_fees`: shared/fees.ts PurchaseFeeTariff). */
export const tariffs = pgTable('tariffs', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** VND per CNY by kind, with effective time; the newest effective row is in force. */
export const exchangeRates = pgTable('exchange_rates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['purchase', 'pay_on_behalf', 'consignment'] }).notNull(),
  rate: integer('rate').notNull(),
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id),
});

export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bankBin: text('bank_bin').notNull(),
  bankShortName: text('bank_short_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Users, sessions, refresh tokens, login failures, reset codes and push tokens (decision 0004). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { customerLevels } from './customer-level.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    /** Canonical mobile number, or '' for none (a staff member, decision 0097): unique when not ''. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{customer}'::text[]`),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Why staff disabled (or, for a customer, locked) the account; shown in the console. */
    disabledReason: text('disabled_reason'),
    /** The version of the `terms` static page the user last accepted (decision 0102); null: none recorded. */
    termsVersionAccepted: integer('terms_version_accepted'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The customer's level (decision 0100); null until the nightly job first computes it, read as
     * the lowest level. Pinned: set by an admin, and the job leaves it alone.
     */
    levelId: integer('level_id').references(() => customerLevels.id, { onDelete: 'set null' }),
    levelPinned: boolean('level_pinned').notNull().default(false),
    /** The sales member who looks after the customer ("Khách của tôi"), and the staff's note. */
    salesStaffId: integer('sales_staff_id').references((): AnyPgColumn => users.id),
    staffNote: text('staff_note').notNull().default(''),
    /**
     * An agent's referral code (DESIGN.md §3.10): upper-case letters and digits, unique; null for a
     * user who is not an agent. A customer who registers with it belongs to the agent.
     */
    referralCode: text('referral_code'),
    /** The agent the customer belongs to (registered with its code or created by it); null: none. */
    agentUserId: integer('agent_user_id').references((): AnyPgColumn => users.id),
    /** When the customer was linked to the agent: commission rules count months from it. */
    agentLinkedAt: timestamp('agent_linked_at', { withTimezone: true }),
  },
  // Staff search (decision 0040): a name "contains" match on the folded name (trigrams; vn_fold in
  // migration 0010), phone and email prefixes (pattern ops: a prefix LIKE under any collation).
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} <> ''`),
    index('users_name_search_idx').using('gin', sql`vn_fold(${t.fullName}) gin_trgm_ops`),
    index('users_phone_prefix_idx').using('btree', sql`${t.phone} text_pattern_ops`),
    index('users_email_prefix_idx').using('btree', sql`${t.email} text_pattern_ops`),
    index('users_level_idx').on(t.levelId),
    index('users_sales_staff_idx').on(t.salesStaffId, t.id),
    uniqueIndex('users_referral_code_unique').on(t.referralCode).where(sql`${t.referralCode} is not null`),
    index('users_agent_idx').on(t.agentUserId, t.id),
  ],
);

/** A signed-in device; its refresh tokens rotate, and reuse of an old one revokes the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.accountKey, t.createdAt)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time links to set a password (a new or reset staff member, decision 0097): only the SHA-256 of
 * the token is kept; valid until `expires_at` (24 h) and for one use; a newer link voids older ones.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

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

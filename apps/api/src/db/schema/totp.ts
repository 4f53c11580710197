/**
 * Staff two-factor sign-in (decision 0098): each member's authenticator secret and recovery codes.
 * Owned by modules/auth. Secrets are stored sealed (AES-256-GCM, key derived from JWT_SECRET:
 * modules/auth/secret-box.ts); recovery codes as HMACs only.
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';

export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The confirmed secret, sealed; null while TOTP is off. */
  secret: text('secret'),
  /** A secret from Setup not yet confirmed by a code, sealed. */
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted 30 s time step: a code of this step or earlier is refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** HMAC-SHA256 of the normalised code under the server key (TokenSigner.mac). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

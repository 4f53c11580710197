/** Customer addresses (DESIGN.md §3.7). */
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    wardCode: text('ward_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

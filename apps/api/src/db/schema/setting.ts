/** Settings an admin can change (GET/PUT /Admin/Settings, decision 0071): one integer per key. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One setting: `key` of @app/shared/contracts/setting's `settingKeys` (e.g. `delivered_complete_days`),
 * its integer `value`. A key with no row has its default (settingDefaults); a row is written the
 * first time an admin saves the settings.
 */
export const settings = pgTable(
  'settings',
  {
    key: text('key').primaryKey(),
    value: integer('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [index('settings_updated_by_idx').on(t.updatedBy)],
);

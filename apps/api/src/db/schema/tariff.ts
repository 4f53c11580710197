/**
 * Tariff versions (decision 0099): every number of DESIGN.md §4 as one body (@app/shared/contracts/tariff
 * TariffShape), in force from `effective_from` until the next version's. Rows are only ever added:
 * orders and parcels keep the id of the version that priced them.
 */
import type { TariffShape } from '@app/shared/contracts/tariff';
import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';

export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    body: jsonb('body').$type<TariffShape>().notNull(),
    /** Null: written by a migration or the seed ("Hệ thống"). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('tariff_versions_effective_idx').on(t.effectiveFrom, t.id)],
);

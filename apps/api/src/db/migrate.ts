/** Applies the committed SQL migrations in apps/api/drizzle (idempotent; safe on every start). */
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { apiRoot } from '../lib/platform/paths.ts';
import type { Db } from './client.ts';

export const migrationsFolder = path.join(apiRoot, 'drizzle');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

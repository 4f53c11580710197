/** SQL for the settings table (one integer per key; a key with no row has its default). */
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/setting.ts';
import { userFullName } from '../auth/auth.refs.ts';

/** Every saved setting, newest change first, with the name of who saved it. */
export function listSettings(db: Executor) {
  return db
    .select({
      key: settings.key,
      value: settings.value,
      updatedAt: settings.updatedAt,
      updatedBy: userFullName(settings.updatedBy),
    })
    .from(settings)
    .orderBy(desc(settings.updatedAt));
}

/** Writes `values` (key → integer), each row stamped now and with `updatedBy`. */
export async function saveSettings(db: Executor, values: Record<string, number>, updatedBy: number): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedBy }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
}

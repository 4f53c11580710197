/** Everything a database needs before the app serves: migrations, system accounts, seed data. */
import { ensureSystemAccounts } from '../modules/wallet/ledger.service.ts';
import type { Db } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isEmpty, seedDemoAccounts, seedReferenceData } from './seed.ts';

export async function prepareDatabase(db: Db, opts: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  await runMigrations(db);
  await ensureSystemAccounts(db);
  const empty = await isEmpty(db);
  if (!empty) return { seeded: false };
  await seedReferenceData(db, { demoBankAccount: opts.seedDemo });
  if (opts.seedDemo) await seedDemoAccounts(db);
  return { seeded: opts.seedDemo };
}

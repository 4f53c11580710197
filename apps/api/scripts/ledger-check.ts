/**
 * `npm run ledger:check`: runs the ledger check (src/modules/wallet/ledger-check.service.ts,
 * decision 0085) on the database `npm start` uses — DATABASE_URL, or else the embedded PostgreSQL
 * in ./data (DATA_DIR), started for the check and stopped after — prints each violation with its
 * subject and exits 1 when there is any (0 when the ledger is consistent, 2 when it could not run).
 * Read-only: it prepares nothing and writes nothing.
 */
import path from 'node:path';
import { loadEnv } from '../src/config/env.ts';
import { connect } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { repoRoot } from '../src/lib/platform/paths.ts';
import { checkLedger, formatViolation } from '../src/modules/wallet/ledger-check.service.ts';

async function main(): Promise<number> {
  const env = loadEnv();
  let url = env.DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  if (!url) {
    const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), console.error);
    url = embedded.url;
    stop = embedded.stop;
  }
  const database = connect(url, 1);
  try {
    const violations = await checkLedger(database.db);
    for (const v of violations) console.error(formatViolation(v));
    console.log(
      violations.length === 0 ? 'Sổ cái khớp: không có vi phạm.' : `Sổ cái có ${violations.length} vi phạm (xem trên).`,
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
    await stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);

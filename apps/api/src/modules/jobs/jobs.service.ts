/**
 * The API's job runner (decision 0069), the one channel for work after a commit (decision 0086): the
 * timed rules (timed-rules.ts), sending mail (mail/mail.service.ts), delivering domain events to
 * their subscribers (lib/events/domain-events.ts), and the pruning of expired rows, old domain events
 * and expired pay-on-behalf quotes (maintenance/prune.service.ts, every 10 minutes) as graphile-worker tasks, plus the hourly sweep of
 * the timed rules. Started with the app and stopped on close (app.ts); every instance runs one, and
 * each job still runs once.
 */
import type { Db, Executor } from '../../db/client.ts';
import { domainEventTasks, pruneDomainEvents } from '../../lib/events/domain-events.ts';
import { type JobRunner, startJobRunner } from '../../lib/events/job-queue.ts';
import { COMMISSION_TASK, runCommissions } from '../agency/commission.service.ts';
import { recomputeCustomerLevels } from '../customer/customer-levels.service.ts';
import { LEVEL_RECOMPUTE_TASK } from '../customer-level/customer-level.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { pruneExpired } from '../maintenance/prune.service.ts';
import { pruneExpiredQuotes } from '../pay-on-behalf/pay-on-behalf.service.ts';
import { type PushSender, pushTasks } from '../push/push-delivery.service.ts';
import { syncAllAccounts, type TaobaoGlobal } from '../taobao-global/taobao-sync.service.ts';
import { formatViolation, recordLedgerCheck } from '../wallet/ledger-check.service.ts';
import { registerTimedRules, SWEEP_TASK, type TimedDeps, timedTasks } from './timed-rules.ts';

export const PRUNE_TASK = 'prune_expired';
/** The nightly ledger check (decision 0085). */
export const LEDGER_CHECK_TASK = 'ledger_check';
/** The sync of every linked Taobao account (decision 0116). */
export const TAOBAO_SYNC_TASK = 'taobao_sync';

/**
 * The crontab line of the Taobao sync every `minutes` (1–1440): `*\/m` minutes below an hour, else
 * every whole number of hours.
 */
export function taobaoSyncCron(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, minutes)} * * * * ${TAOBAO_SYNC_TASK}`;
  const hours = Math.min(24, Math.max(1, Math.round(minutes / 60)));
  return hours >= 24 ? `0 0 * * * ${TAOBAO_SYNC_TASK}` : `0 */${hours} * * * ${TAOBAO_SYNC_TASK}`;
}

/**
 * The recurring jobs, in graphile-worker's crontab syntax (UTC): pruning every 10 minutes, the
 * timed rules' sweep at minute 7 of every hour, the ledger check at 19:17 UTC (02:17 in Vietnam,
 * the quietest hour), the customer levels' recompute at 19:00 UTC (02:00 in Vietnam, decision 0100),
 * agents' commissions at 19:30 UTC (02:30 in Vietnam, decision 0119).
 * Each tick runs on one instance only.
 */
export const CRONTAB = [
  `*/10 * * * * ${PRUNE_TASK}`,
  `7 * * * * ${SWEEP_TASK}`,
  `17 19 * * * ${LEDGER_CHECK_TASK}`,
  `0 19 * * * ${LEVEL_RECOMPUTE_TASK}`,
  `30 19 * * * ${COMMISSION_TASK}`,
].join('\n');

export interface AppJobsOptions {
  db: Db;
  mailer: Mailer;
  log: (message: string) => void;
  /** Where the ledger check's violations go (the app's error level); default `log`. */
  logError?: (message: string) => void;
  /** The timed rules' clock (default the system's): tests move it. */
  now?: () => Date;
  /** How often due jobs are looked for, ms (default 2 s). */
  pollIntervalMs?: number;
  /** Web Push's sender (modules/push); null or unset: push is off and `web_push` jobs end unsent. */
  push?: PushSender | null;
  /** The Taobao Global service (modules/taobao-global); null or unset: no sync is scheduled. */
  taobao?: TaobaoGlobal | null;
}

/**
 * Runs the ledger check, stores the run (`ledger_check_runs`, shown on the reconciliation page) and
 * logs each violation at error level, with a count; the job itself succeeds (a retry would find the
 * same rows). Returns the number of violations.
 */
export async function runLedgerCheck(db: Executor, logError: (message: string) => void): Promise<number> {
  const { violations } = await recordLedgerCheck(db);
  for (const v of violations) logError(`ledger check: ${formatViolation(v)}`);
  if (violations.length > 0) logError(`ledger check: ${violations.length} violation(s)`);
  return violations.length;
}

/** The app's task list: the timed rules, mail, domain-event deliveries, pruning and the ledger check. */
export function appTasks(opts: AppJobsOptions) {
  const deps: TimedDeps = { db: opts.db, mailer: opts.mailer, now: opts.now ?? (() => new Date()) };
  return {
    ...timedTasks(deps, opts.log),
    ...opts.mailer.tasks,
    ...domainEventTasks(opts.db),
    ...pushTasks(opts.db, opts.push ?? null, opts.log),
    [PRUNE_TASK]: async () => {
      await pruneExpired(opts.db);
      await pruneDomainEvents(opts.db);
      await pruneExpiredQuotes(opts.db);
    },
    [LEDGER_CHECK_TASK]: async () => {
      await runLedgerCheck(opts.db, opts.logError ?? opts.log);
    },
    [LEVEL_RECOMPUTE_TASK]: async () => {
      await recomputeCustomerLevels(opts.db, deps.now());
    },
    [TAOBAO_SYNC_TASK]: async () => {
      if (opts.taobao) await syncAllAccounts(opts.db, opts.taobao, opts.log);
    },
    // Commissions whose complaint window closed become available and are credited (decision 0119).
    [COMMISSION_TASK]: async () => {
      await runCommissions(opts.db, deps.now());
    },
  };
}

/** Registers the timed rules' hooks and starts this instance's runner; resolves once it listens. */
export function startAppJobs(opts: AppJobsOptions): Promise<JobRunner> {
  registerTimedRules();
  return startJobRunner(opts.db, {
    tasks: appTasks(opts),
    crontab: opts.taobao ? `${CRONTAB}\n${taobaoSyncCron(opts.taobao.syncMinutes)}` : CRONTAB,
    log: opts.log,
    pollIntervalMs: opts.pollIntervalMs,
  });
}

/**
 * Jobs on PostgreSQL through graphile-worker (decision 0069): `enqueue()` adds a job in the caller's
 * transaction (it runs only if that transaction commits: "jobs are enqueued in the same transaction
 * as the change that causes them", decision 0070), and `startJobRunner()` works them off inside the API
 * process. Every instance may run a runner: a job is locked by one worker (`FOR UPDATE SKIP LOCKED`
 * in graphile-worker), so it runs once however many instances there are, and a recurring (cron) job
 * is scheduled once per tick through the `known_crontabs` table.
 *
 * The queue's tables live in the `graphile_worker` schema, installed by `installJobQueue()` while the
 * database is prepared (db/prepare.ts) so a transaction can enqueue before any runner started.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import {
  type LogFunctionFactory,
  Logger,
  parseCrontab,
  type Runner,
  run,
  runMigrations,
  runOnce,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import type { Db, Executor } from '../../db/client.ts';

export interface EnqueueOptions {
  /** When the job may run first (default now). */
  runAt?: Date;
  /**
   * A job key: adding a job under a key that waits already replaces it (its payload and run time),
   * so one subject has at most one waiting job of a kind.
   */
  jobKey?: string;
  /** Attempts before graphile-worker gives up on a failing job (default 25, backing off exponentially). */
  maxAttempts?: number;
}

/** Adds job `task` with `payload` through `on` (a transaction: it commits or rolls back with it). */
export async function enqueue(
  on: Executor,
  task: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<void> {
  await on.execute(sql`select graphile_worker.add_job(
    ${task}, ${JSON.stringify(payload)}::json,
    run_at => ${opts.runAt ? opts.runAt.toISOString() : null}::timestamptz,
    max_attempts => ${opts.maxAttempts ?? null}::int,
    job_key => ${opts.jobKey ?? null}::text)`);
}

/**
 * A pool of its own on `db`'s database, with the error handlers graphile-worker asks for: an idle or
 * checked-out connection dropping (database restart) is logged, never a crash. No connect timeout
 * (the app's 5 s would make a busy moment fail a job's completion; a database that is down answers
 * at once with an error graphile-worker retries).
 */
function jobPool(db: Db, log: (message: string) => void, max: number): pg.Pool {
  const pool = new pg.Pool({ ...db.$client.options, max, connectionTimeoutMillis: 0 });
  pool.on('error', (error) => log(`jobs: database pool: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => log(`jobs: database connection: ${error.message}`));
  });
  return pool;
}

/**
 * Completing and failing jobs go through graphile-worker's batcher (delay 0: nothing waits), whose
 * failures it handles itself (logged, the runner stops cleanly); unbatched, 0.17 leaves a failed
 * completion as an unhandled rejection, which would end the process. Our jobs are idempotent, so
 * the batcher's longer lock after completion (a job may run again after a crash) costs nothing.
 */
const workerPreset = { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } };

/** Installs or upgrades graphile-worker's schema (idempotent; it takes its own lock). */
export async function installJobQueue(db: Db): Promise<void> {
  const pool = jobPool(db, () => {}, 1);
  try {
    await runMigrations({ pgPool: pool, logger: quietLogger(() => {}) });
  } finally {
    await pool.end();
  }
}

/** graphile-worker's log lines at warning and error go to `log`; the rest (job started, completed) is dropped. */
function quietLogger(log: (message: string) => void): Logger {
  const factory: LogFunctionFactory = () => (level, message) => {
    if (level === 'error' || level === 'warning') log(`jobs: ${message}`);
  };
  return new Logger(factory);
}

export interface JobRunnerOptions {
  tasks: TaskList;
  /** graphile-worker crontab lines (recurring jobs), e.g. `*\/10 * * * * prune_expired`. */
  crontab?: string;
  log: (message: string) => void;
  /** Jobs run at once by this instance (default 2). */
  concurrency?: number;
  /** How often jobs that became due are looked for, ms (new jobs wake the runner at once; default 2 s). */
  pollIntervalMs?: number;
  /** Wait before starting again a runner that stopped by itself after a fatal error, ms (default 30 s). */
  restartDelayMs?: number;
}

export interface JobRunner {
  /** Stops taking jobs and waits for the jobs under way (at most 5 s, then they are aborted), then closes its pool. */
  stop(): Promise<void>;
}

/**
 * Starts a runner on its own small pool (concurrency + 2 connections: one listens for new jobs, the
 * others take and complete them), so it never takes a connection the requests need; a job's work
 * uses the app's pool. Resolves once the runner listens. A runner that stops by itself (graphile-
 * worker gives up after a fatal error, e.g. the database gone for long) is started again after
 * `restartDelayMs`, until `stop()`.
 */
export async function startJobRunner(db: Db, opts: JobRunnerOptions): Promise<JobRunner> {
  const concurrency = opts.concurrency ?? 2;
  const restartMs = opts.restartDelayMs ?? 30_000;
  const pool = jobPool(db, opts.log, concurrency + 2);
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:fatalError', ({ error }) => opts.log(`jobs: the runner failed: ${String(error)}`));
  const start = () =>
    run({
      pgPool: pool,
      taskList: opts.tasks,
      parsedCronItems: parseCrontab(opts.crontab ?? ''),
      concurrency,
      preset: workerPreset,
      events,
      pollInterval: opts.pollIntervalMs ?? 2_000,
      noHandleSignals: true,
      gracefulShutdownAbortTimeout: 5_000,
      logger: quietLogger(opts.log),
    });
  let runner: Runner;
  try {
    runner = await start();
  } catch (error) {
    await pool.end();
    throw error;
  }
  let stopping = false;
  let restart: NodeJS.Timeout | null = null;
  let restarting: Promise<void> = Promise.resolve();
  // A runner that stops by itself (graphile-worker gives up after a fatal error) is started again.
  const watch = (r: Runner) => {
    const ended = () => {
      if (stopping) return;
      opts.log(`jobs: the runner stopped; starting it again in ${restartMs / 1000} s`);
      restart = setTimeout(() => {
        restart = null;
        restarting = start().then(
          (next) => {
            if (stopping) return next.stop();
            runner = next;
            watch(next);
          },
          (error: unknown) => {
            opts.log(`jobs: the runner could not start: ${(error as Error).message}`);
            ended();
          },
        );
      }, restartMs);
      restart.unref();
    };
    r.promise.then(ended, ended);
  };
  watch(runner);
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopping = true;
      if (restart) clearTimeout(restart);
      stopped ??= restarting
        .then(() => runner.stop())
        .catch((error: unknown) => opts.log(`jobs: stopping failed: ${(error as Error).message}`))
        .finally(() => pool.end());
      return stopped;
    },
  };
}

/**
 * Runs every job due now once, on one worker, and resolves when none is left (tests: move time by
 * putting a job's `run_at` in the past, then call this).
 */
export async function runDueJobs(db: Db, tasks: TaskList): Promise<void> {
  const pool = jobPool(db, () => {}, 3);
  try {
    await runOnce({
      pgPool: pool,
      taskList: tasks,
      noHandleSignals: true,
      preset: workerPreset,
      logger: quietLogger(() => {}),
    });
  } finally {
    await pool.end();
  }
}

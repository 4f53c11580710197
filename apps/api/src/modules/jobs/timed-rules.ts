/**
 * The timed rules of DESIGN.md §4 (decision 0070), as jobs on the queue of
 * lib/events/job-queue.ts:
 * - `complete_delivered`: a purchase or consignment order `delivered` for `deliveredCompleteDays`
 *   days is completed (the customer did not confirm receipt);
 * - `cancel_unpaid`: a purchase order left in `awaiting_deposit` for `unpaidCancelDays` days is
 *   cancelled through the cancel path of purchase-order-payment.service.ts (a refund if anything
 *   was paid), by the system;
 * - `remind_confirmation`: the customer of a purchase order waiting in
 *   `awaiting_customer_confirmation` for `confirmationReminderDays` days gets one reminder mail
 *   (a `send_mail` job) and a domain event `purchase_order.confirmation_reminded` (what a notification
 *   subscriber listens to), once per time the order enters that status (`timed_reminders` keeps
 *   the status events already reminded of);
 * - pay-on-behalf orders `paid` for `pobPaidCompleteDays` days are completed by the system
 *   (decision 0114), by the hourly sweep only (`completePaidOrders`: their `paid_at` says when).
 *
 * Entering the status enqueues the subject's job, due N days later, in the transaction of the
 * change (`onEnter`, lib/status/status-hooks.ts). When a job runs it re-reads the subject (locked) and the
 * setting: a subject that moved on is left alone, one not yet due under a longer N is put back to
 * its new due time. A shorter N is met by `timed_sweep`, enqueued when the settings are saved and
 * run every hour, which finds every subject now due (also those that entered their status before
 * this rule existed). Days are 24-hour periods from the status event's time.
 */
import type { SettingName } from '@app/shared/contracts/setting';
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { timedReminders } from '../../db/schema/jobs.ts';
import type { StatusSubjectType } from '../../lib/db/status-subjects.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { enqueue } from '../../lib/events/job-queue.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import { onEnter } from '../../lib/status/status-hooks.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { lockOrder, type OrderRow, orderType } from '../order/order-types.service.ts';
import { completePaidOrders } from '../pay-on-behalf/pay-on-behalf-staff.service.ts';
import { cancelLockedOrder } from '../purchase-order/purchase-order-payment.service.ts';
import { currentSettings, onSettingsSaved } from '../setting/setting.service.ts';

/** What the timed jobs need: the database, the mailer, and the clock (tests move it). */
export interface TimedDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

type TimedTask = 'complete_delivered' | 'cancel_unpaid' | 'remind_confirmation';
type TimedSubject = Extract<StatusSubjectType, 'purchase_order' | 'consignment_order'>;

/** A job's payload: the subject it concerns. */
export interface TimedPayload {
  subjectType: TimedSubject;
  id: number;
}

/** The subject's row as the rules read it (locked through its kind's declaration). */
type SubjectRow = OrderRow & { user_id: number };

/** When the subject last entered its status: the status event. */
interface Entry {
  eventId: number;
  at: Date;
}

interface Rule {
  task: TimedTask;
  subjectType: TimedSubject;
  status: string;
  setting: SettingName;
  /** SQL (over subject `s` and its entry event `e`) excluding subjects already handled for this entry. */
  notDone?: ReturnType<typeof sql>;
  /** Acts on the due subject, locked (FOR UPDATE) by the caller in `tx`. */
  act(deps: TimedDeps, tx: Tx, row: SubjectRow, entry: Entry, days: number): Promise<void>;
}

/** Completes a delivered order of any kind, by the system (decision 0089: one path for every kind). */
async function completeDelivered(tx: Tx, subjectType: TimedSubject, row: SubjectRow, days: number) {
  await orderType(subjectType).move(
    tx,
    row as never as OrderRow,
    'completed',
    systemActor,
    `Tự động hoàn thành sau ${days} ngày kể từ khi giao`,
  );
}

const REMINDED = 'purchase_order.confirmation_reminded';

export const timedRules: readonly Rule[] = [
  {
    task: 'complete_delivered',
    subjectType: 'purchase_order',
    status: 'delivered',
    setting: 'deliveredCompleteDays',
    act: (_deps, tx, row, _entry, days) => completeDelivered(tx, 'purchase_order', row, days),
  },
  {
    task: 'complete_delivered',
    subjectType: 'consignment_order',
    status: 'delivered',
    setting: 'deliveredCompleteDays',
    act: (_deps, tx, row, _entry, days) => completeDelivered(tx, 'consignment_order', row, days),
  },
  {
    task: 'cancel_unpaid',
    subjectType: 'purchase_order',
    status: 'awaiting_deposit',
    setting: 'unpaidCancelDays',
    async act(_deps, tx, row, _entry, days) {
      const order = row as never as Parameters<typeof cancelLockedOrder>[1];
      await cancelLockedOrder(tx, order, systemActor, `Tự động hủy: chưa đặt cọc sau ${days} ngày`);
    },
  },
  {
    task: 'remind_confirmation',
    subjectType: 'purchase_order',
    status: 'awaiting_customer_confirmation',
    setting: 'confirmationReminderDays',
    notDone: sql`not exists (select 1 from ${timedReminders} r where r.status_event_id = e.id)`,
    async act(deps, tx, row, entry, days) {
      // Claims this wait: a second job or sweep for the same entry finds the row and sends nothing.
      const claimed = await tx
        .insert(timedReminders)
        .values({ statusEventId: entry.eventId, subjectType: 'purchase_order', subjectId: row.id })
        .onConflictDoNothing()
        .returning({ id: timedReminders.statusEventId });
      if (claimed.length === 0) return;
      const user = await tx.execute<{ email: string; full_name: string }>(
        sql`select email, full_name from users where id = ${row.user_id}`,
      );
      const customer = user.rows[0];
      if (!customer) return;
      await recordDomainEvent(tx, {
        type: REMINDED,
        subjectType: 'purchase_order',
        subjectId: row.id,
        userId: row.user_id,
        payload: { statusEventId: entry.eventId, code: row.code, days },
      });
      await deps.mailer.queue(tx, {
        to: customer.email,
        subject: `Đơn ${row.code} đang chờ bạn xác nhận giá`,
        text:
          `Xin chào ${customer.full_name},\n\n` +
          `Đơn hàng ${row.code} có thay đổi về giá và đã chờ bạn xác nhận ${days} ngày. ` +
          'Vui lòng mở mục "Đơn hàng" trong ứng dụng để đồng ý giá mới hoặc hủy đơn; ' +
          'đơn chỉ được mua tiếp sau khi bạn trả lời.\n\nCảm ơn bạn.',
      });
    },
  },
];

/** The job key of a subject's waiting job: one per rule and subject. */
export function jobKeyOf(task: TimedTask, p: TimedPayload): string {
  return `${task}:${p.subjectType}:${p.id}`;
}

const DAY_MS = 86_400_000;

/** Enqueues `rule`'s job for the subject, due `days` after `from`, in `on`. */
async function schedule(on: Executor, rule: Rule, id: number, from: Date, days: number): Promise<void> {
  const payload: TimedPayload = { subjectType: rule.subjectType, id };
  await enqueue(
    on,
    rule.task,
    { ...payload },
    {
      runAt: new Date(from.getTime() + days * DAY_MS),
      jobKey: jobKeyOf(rule.task, payload),
    },
  );
}

/** The subject's last entry into `status` (its newest status event to it), or null. */
async function lastEntry(tx: Executor, subjectType: TimedSubject, id: number, status: string): Promise<Entry | null> {
  const rows = await tx.execute<{ id: number; created_at: string | Date }>(sql`
    select id, created_at from status_events
     where subject_type = ${subjectType} and subject_id = ${id} and to_status = ${status}
     order by id desc limit 1`);
  const row = rows.rows[0];
  return row ? { eventId: Number(row.id), at: new Date(row.created_at) } : null;
}

/**
 * Runs `rule` for one subject in its own transaction: locks it, re-checks its status and the
 * setting, acts when due, else puts the job back to its due time. Returns what happened.
 */
export async function runRule(deps: TimedDeps, rule: Rule, id: number): Promise<'done' | 'moved-on' | 'not-due'> {
  return transaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, { type: rule.subjectType, id });
    const row: SubjectRow | undefined = order && { ...order, user_id: order.userId };
    if (!row || row.status !== rule.status) return 'moved-on';
    const entry = await lastEntry(tx, rule.subjectType, id, rule.status);
    if (!entry) return 'moved-on';
    const days = (await currentSettings(tx))[rule.setting];
    if (deps.now().getTime() < entry.at.getTime() + days * DAY_MS) {
      await schedule(tx, rule, id, entry.at, days);
      return 'not-due';
    }
    await rule.act(deps, tx, row, entry, days);
    return 'done';
  });
}

/** At most this many subjects per rule in one sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Finds every subject due under the settings in force and runs its rule (each in its own
 * transaction; a failure is logged and left for the next sweep). Returns how many were handled.
 */
export async function sweep(deps: TimedDeps, log: (message: string) => void): Promise<number> {
  const settings = await currentSettings(deps.db);
  const now = deps.now();
  let handled = 0;
  for (const rule of timedRules) {
    const cutoff = new Date(now.getTime() - settings[rule.setting] * DAY_MS).toISOString();
    const due = await deps.db.execute<{ id: number }>(sql`
      select s.id from unnest(${orderType(rule.subjectType).refs.idsInStatus(rule.status)}) as s(id)
      cross join lateral (
        select e.id, e.created_at from status_events e
         where e.subject_type = ${rule.subjectType} and e.subject_id = s.id and e.to_status = ${rule.status}
         order by e.id desc limit 1) e
      where e.created_at <= ${cutoff}::timestamptz
        ${rule.notDone ? sql`and ${rule.notDone}` : sql``}
      order by e.created_at limit ${SWEEP_BATCH}`);
    for (const { id } of due.rows) {
      try {
        if ((await runRule(deps, rule, id)) === 'done') handled += 1;
      } catch (error) {
        log(`jobs: ${rule.task} ${rule.subjectType} ${id} failed: ${(error as Error).message}`);
      }
    }
  }
  try {
    handled += await completePaidOrders(deps.db, now);
  } catch (error) {
    log(`jobs: complete paid pay-on-behalf orders failed: ${(error as Error).message}`);
  }
  return handled;
}

/** The job that sweeps: enqueued when settings are saved (key `timed_sweep`: one waiting at a time). */
export const SWEEP_TASK = 'timed_sweep';

/**
 * Registers the rules' hooks: entering each rule's status enqueues its job (due N days later, N read
 * in the same transaction); saving the settings enqueues a sweep. Idempotent (hooks are keyed).
 */
export function registerTimedRules(): void {
  for (const rule of timedRules) {
    onEnter(rule.subjectType, rule.status, `timed:${rule.task}`, async (tx, entered) => {
      const days = (await currentSettings(tx))[rule.setting];
      await schedule(tx, rule, entered.row.id, new Date(), days);
    });
  }
  onSettingsSaved('timed-sweep', (tx) => enqueue(tx, SWEEP_TASK, {}, { jobKey: SWEEP_TASK }));
}

/** The task list of the timed rules for the job runner. */
export function timedTasks(deps: TimedDeps, log: (message: string) => void) {
  const byTask = (task: TimedTask) => async (payload: unknown) => {
    const p = payload as TimedPayload;
    const rule = timedRules.find((r) => r.task === task && r.subjectType === p.subjectType);
    if (!rule || !Number.isInteger(p.id)) return;
    await runRule(deps, rule, p.id);
  };
  return {
    complete_delivered: byTask('complete_delivered'),
    cancel_unpaid: byTask('cancel_unpaid'),
    remind_confirmation: byTask('remind_confirmation'),
    [SWEEP_TASK]: async () => {
      await sweep(deps, log);
    },
  };
}

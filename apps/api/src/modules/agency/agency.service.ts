/**
 * The agent's pages (DESIGN.md §3.10, decision 0118) and the commission rules (decision 0119):
 * - GET /Agency: code, register link, customers, orders this month, commission totals;
 * - GET /Agency/Customer(/{id}): the agent's customers only (404 for anyone else's), phones and
 *   e-mails masked, never balances;
 * - POST /Agency/Customer: a customer linked to the agent, with no usable password, mailed a
 *   one-time set-password link (the staff invitations' mechanism, modules/auth password links);
 * - GET /Agency/Commission: the agent's entries;
 * - GET/PUT /Admin/CommissionRule (admin, audited).
 * The actor of the agent routes has the `agent` scope (plugins/auth.ts `agentOnly`).
 */

import type { commissionRulesInput, createAgencyCustomerInput } from '@app/shared/contracts/agency';
import {
  type AgencyCustomer,
  type AgencySummary,
  type CommissionEntry,
  type CommissionRuleList,
  type CommissionRulesInput,
  type CreateAgencyCustomerInput,
  registerLinkOf,
} from '@app/shared/contracts/agency';
import { vnDayBounds } from '@app/shared/vn-day';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as accounts from '../auth/agent-accounts.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { payOnBehalfCountOf, payOnBehalfOrdersPlacedSince } from '../pay-on-behalf/pay-on-behalf.refs.ts';
import { purchaseOrderCountOf, purchaseOrdersPlacedSince } from '../purchase-order/purchase-order.refs.ts';
import { openWallet } from '../wallet/ledger.service.ts';
import * as repo from './agency.repository.ts';

/** `0977318462` → `09••••••62`: the first two and the last two digits. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '•'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

/** `nguyen.an@gmail.com` → `ng•••@gmail.com`: the first two characters of the name part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** Orders of a customer: purchase orders and pay-on-behalf orders (DESIGN.md §3.10). */
const extras: accounts.CustomerExtras = {
  orderCount: (userId) => sql<number>`(${purchaseOrderCountOf(userId)} + ${payOnBehalfCountOf(userId)})`,
};

function mapCustomer(r: accounts.AgentCustomerRow): AgencyCustomer {
  return {
    id: r.id,
    fullName: r.fullName,
    phoneMasked: maskPhone(r.phone),
    emailMasked: maskEmail(r.email),
    linkedAt: (r.linkedAt ?? r.createdAt).toISOString(),
    orderCount: Number(r.orderCount),
    activated: Boolean(r.activated),
  };
}

/** The first moment of the current month in Vietnam (UTC+7). */
export function vnMonthStart(now: Date): Date {
  const vn = new Date(now.getTime() + 7 * 3_600_000);
  const day = `${vn.getUTCFullYear()}-${String(vn.getUTCMonth() + 1).padStart(2, '0')}-01`;
  return vnDayBounds(day).from;
}

/** GET /Agency. 403 `agent-only` comes from the guard; an agent without a code (never) answers ''. */
export async function agencySummary(db: Db, actor: Actor, now = new Date()): Promise<AgencySummary> {
  const me = await accounts.agencyRow(db, actor.userId);
  const code = me?.referralCode ?? '';
  const res = await db.execute<{ n: number }>(
    sql`select ${purchaseOrdersPlacedSince(accounts.agentCustomerIds(actor.userId), vnMonthStart(now))} + ${payOnBehalfOrdersPlacedSince(accounts.agentCustomerIds(actor.userId), vnMonthStart(now))} as n`,
  );
  return {
    referralCode: code,
    registerLink: code ? registerLinkOf(code) : '',
    customers: await accounts.countAgentCustomers(db, actor.userId),
    ordersThisMonth: Number(res.rows[0]?.n ?? 0),
    commission: await repo.totalsOf(db, actor),
  };
}

/** GET /Agency/Customer: the agent's customers the search finds, newest link first. */
export async function listAgencyCustomers(db: Db, actor: Actor, f: { q?: string; page: number; pageSize: number }) {
  const { rows, total } = await accounts.listAgentCustomers(db, actor.userId, f, extras);
  return { items: rows.map(mapCustomer), page: f.page, pageSize: f.pageSize, total };
}

/** GET /Agency/Customer/{id}: one of the agent's customers; 404 `agency-customer-not-found` otherwise. */
export async function getAgencyCustomer(db: Db, actor: Actor, id: number): Promise<AgencyCustomer> {
  const row = await accounts.findAgentCustomer(db, actor.userId, id, extras);
  if (!row) throw new AppError('agency-customer-not-found');
  return mapCustomer(row);
}

export interface CreateCustomerDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin the set-password link points to. */
  baseUrl: string;
}

/**
 * POST /Agency/Customer (with `Idempotency-Key`): creates the customer linked to the agent, with an
 * empty wallet and no usable password, and mails them a one-time set-password link (24 h) to the
 * PWA's /auth/setPassword. 409 `email-already-in-use` / `phone-already-in-use` (both:
 * `email-and-phone-already-in-use`), nothing written.
 */
export async function createAgencyCustomer(
  deps: CreateCustomerDeps,
  actor: Actor,
  input: z.output<typeof createAgencyCustomerInput>,
  key: string,
): Promise<AgencyCustomer> {
  const passwordHash = await accounts.unusablePasswordHash();
  const hash = `agency-customer:${input.phone}:${input.email}:${input.name}`;
  try {
    return await transaction(deps.db, (tx) =>
      once(tx, actor.userId, key, hash, async () => {
        await accounts.assertUnique(tx, input.email, input.phone);
        const user = await accounts.insertLinkedCustomer(tx, {
          fullName: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          agentUserId: actor.userId,
          agentLinkedAt: new Date(),
        });
        await openWallet(tx, user.id);
        await accounts.issuePasswordLink(tx, deps.mailer, user, deps.baseUrl, 'agent-customer');
        const row = await accounts.findAgentCustomer(tx, actor.userId, user.id, extras);
        return mapCustomer(row!);
      }),
    );
  } catch (e) {
    // Two requests raced past the check: the unique index decides.
    if (isUniqueViolation(e)) {
      throw new AppError(violatedConstraint(e).includes('phone') ? 'phone-already-in-use' : 'email-already-in-use');
    }
    throw e;
  }
}

function mapEntry(r: repo.EntryWithCustomer, windowHours: number | null): CommissionEntry {
  const e = r.entry;
  const availableAt =
    e.availableAt ?? (windowHours === null ? null : new Date(e.earnedAt.getTime() + windowHours * 3_600_000));
  return {
    id: e.id,
    service: e.service,
    orderId: e.orderId,
    orderCode: e.orderCode,
    customer: r.customer ?? { id: e.customerId, fullName: '' },
    baseVnd: Number(e.baseVnd),
    percentBasisPoints: e.percentBasisPoints,
    amountVnd: Number(e.amountVnd),
    reversedVnd: Number(e.originalVnd) - Number(e.amountVnd),
    status: e.status,
    earnedAt: e.earnedAt.toISOString(),
    availableAt: availableAt?.toISOString() ?? null,
    paidAt: e.paidAt?.toISOString() ?? null,
    reversalOf: e.reversalOf,
  };
}

/** GET /Agency/Commission: the agent's entries, newest first; a pending one shows when it becomes available. */
export async function listCommissions(
  db: Db,
  actor: Actor,
  f: { status?: repo.CommissionStatus; page: number; pageSize: number },
  windowHours: number,
) {
  const { rows, total } = await repo.listEntries(db, actor, f);
  return { items: rows.map((r) => mapEntry(r, windowHours)), page: f.page, pageSize: f.pageSize, total };
}

async function ruleList(db: Db): Promise<CommissionRuleList> {
  const rows = await repo.listRules(db);
  const latest = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (!a || r.updatedAt > a.updatedAt ? r : a),
    undefined,
  );
  return {
    rules: rows.map((r) => ({
      service: r.service,
      base: r.base,
      percentBasisPoints: r.percentBasisPoints,
      months: r.months,
    })),
    updatedAt: latest?.updatedAt.toISOString() ?? null,
    updatedBy: latest?.updatedBy ?? null,
  };
}

/** GET /Admin/CommissionRule. */
export function getCommissionRules(db: Db): Promise<CommissionRuleList> {
  return ruleList(db);
}

/**
 * PUT /Admin/CommissionRule: replaces the rules (a service left out earns nothing from now on);
 * audited as `commission_rule.save` with what changed. Entries already earned keep their amounts.
 */
export async function setCommissionRules(
  db: Db,
  actor: Actor,
  input: z.output<typeof commissionRulesInput>,
): Promise<CommissionRuleList> {
  await transaction(db, async (tx) => {
    const before = Object.fromEntries((await repo.listRules(tx)).map((r) => [r.service, ruleOf(r)]));
    await repo.replaceRules(tx, input.rules, actor.userId);
    const after: Record<string, unknown> = Object.fromEntries(input.rules.map((r) => [r.service, ruleOf(r)]));
    for (const key of Object.keys(before)) if (!(key in after)) after[key] = null;
    await writeAudit(tx, actor, {
      action: 'commission_rule.save',
      subjectType: 'commission_rule',
      subjectId: 'rules',
      ...changedFields(before, after),
    });
  });
  return ruleList(db);
}

function ruleOf(r: { base: string; percentBasisPoints: number; months: number }) {
  return { base: r.base, percentBasisPoints: r.percentBasisPoints, months: r.months };
}

export type { CommissionRulesInput, CreateAgencyCustomerInput };

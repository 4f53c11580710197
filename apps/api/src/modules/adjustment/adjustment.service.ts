/**
 * Wallet adjustments under two people's control (DESIGN.md §3.12, decision 0107): a member with
 * `propose:adjustment` proposes a signed amount for a customer's wallet with a reason and evidence
 * photos (their own uploads); another member with `approve:adjustment`, whose `adjustment` money
 * limit covers the amount, approves it, which posts it once (`postings.adjustment`, key
 * `adjustment:proposal:{id}`), or rejects it. Nobody approves their own proposal or touches their
 * own wallet. Every step is a money action (TOTP gate, decision 0098); status moves are audited by
 * the status writer.
 */

import type { Adjustment, adjustmentInput } from '@app/shared/contracts/adjustment';
import { adjustmentMachine } from '@app/shared/machines/adjustment';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { readableCode } from '../../lib/platform/readable-code.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { lookUpUser } from '../auth/user-lookup.service.ts';
import { withinMoneyLimit } from '../money-limit/money-limit.service.ts';
import { assertOwnImages, imagesOf } from '../upload/upload.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import * as repo from './adjustment.repository.ts';

type Input = z.output<typeof adjustmentInput>;

/** `DC` and six letters or digits, e.g. `DC7K2M9Q` (readable-code.ts). */
const adjustmentCode = () => `DC${readableCode(6)}`;

async function mapAdjustment(db: Db, row: repo.AdjustmentWithRelations): Promise<Adjustment> {
  const a = row.adjustment;
  return {
    id: a.id,
    code: a.code,
    customer: row.customer,
    amountVnd: a.amountVnd,
    reason: a.reason,
    evidencePhotos: await imagesOf(db, a.evidencePhotoIds),
    status: a.status,
    proposedBy: row.proposedBy,
    decidedBy: row.decidedBy,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    rejectReason: a.rejectReason,
    entryCode: row.entryCode,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The adjustment as `actor` sees it; 404 `adjustment-not-found` otherwise. */
export async function getAdjustment(db: Db, actor: Actor, id: number): Promise<Adjustment> {
  const row = await repo.findAdjustment(db, actor, id);
  if (!row) throw new AppError('adjustment-not-found');
  return mapAdjustment(db, row);
}

/** One page of adjustments, newest first, cut by `status` and `customerId`. */
export async function listAdjustments(
  db: Db,
  actor: Actor,
  f: repo.AdjustmentFilter & { page: number; pageSize: number },
) {
  const { rows, total } = await repo.listAdjustments(db, actor, f);
  const items = await Promise.all(rows.map((r) => mapAdjustment(db, r)));
  return { items, page: f.page, pageSize: f.pageSize, total };
}

/**
 * POST /Admin/Adjustment: a `pending` adjustment of customer `customerId`'s wallet by the signed
 * `amountVnd` (integer đồng, never 0). 404 `customer-not-found`; 403 `own-adjustment` for the
 * member's own wallet; 400 `image-not-own` for a photo they did not upload. A retry with the same
 * `key` (Idempotency-Key) answers the first proposal and creates nothing.
 */
export async function proposeAdjustment(db: Db, actor: Actor, input: Input, key: string): Promise<Adjustment> {
  await assertMoneyActionAllowed(db, actor);
  if (input.customerId === actor.userId) throw new AppError('own-adjustment');
  if (!(await lookUpUser(db, actor, input.customerId))) throw new AppError('customer-not-found');
  await assertOwnImages(db, actor.userId, input.evidencePhotoIds);
  const create = async (tx: Tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await enter(
        tx,
        adjustmentMachine,
        {
          code: adjustmentCode(),
          userId: input.customerId,
          amountVnd: input.amountVnd,
          reason: input.reason,
          evidencePhotoIds: [...new Set(input.evidencePhotoIds)],
          proposedBy: actor.userId,
        },
        actor,
        { note: input.reason, onConflictDoNothing: true },
      );
      if (row) return row.id;
    }
    throw new Error('could not allocate a unique adjustment code');
  };
  const hash = `adjustment:${JSON.stringify(input)}`.slice(0, 4000);
  const id = await transaction(db, (tx) => once(tx, actor.userId, key, hash, () => create(tx)));
  return getAdjustment(db, actor, id);
}

/**
 * POST /Admin/Adjustment/{id}/Approve: posts the adjustment once and moves it `approved`. Refuses,
 * writing nothing: 409 `own-proposal` for its proposer; 403 `own-adjustment` for the wallet's
 * owner; 403 `money-limit-exceeded` when |amount| is above the approver's `adjustment` limit; 409
 * `adjustment-exceeds-balance` when a debit would take the wallet below zero (read under the
 * wallet's lock, so a spend committed meanwhile counts); 409 `adjustment-not-pending` once
 * rejected. Approving an approved one answers it unchanged (two members at once: one posts, the
 * other waits on the row lock and gets the approved adjustment).
 */
export async function approveAdjustment(db: Db, actor: Actor, id: number): Promise<Adjustment> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const a = await repo.lockAdjustment(tx, actor, id);
    if (!a) throw new AppError('adjustment-not-found');
    if (a.status === 'approved') return;
    if (a.status !== 'pending') throw new AppError('adjustment-not-pending');
    if (a.proposedBy === actor.userId) throw new AppError('own-proposal');
    if (a.userId === actor.userId) throw new AppError('own-adjustment');
    if (!(await withinMoneyLimit(tx, actor.userId, 'adjustment', a.amountVnd))) {
      throw new AppError('money-limit-exceeded');
    }
    const posting = postings.adjustment({
      userId: a.userId,
      amountVnd: a.amountVnd,
      reason: a.reason,
      adjustmentId: a.id,
      actor,
    });
    const { entryId } = await post(tx, posting).catch((error: unknown) => {
      if (error instanceof AppError && error.id === 'insufficient-balance') {
        throw new AppError('adjustment-exceeds-balance');
      }
      throw error;
    });
    await transition(tx, adjustmentMachine, a, 'approved', actor, {
      set: { decidedBy: actor.userId, decidedAt: new Date(), journalEntryId: entryId },
    });
  });
  return getAdjustment(db, actor, id);
}

/**
 * POST /Admin/Adjustment/{id}/Reject `{ reason }`: nothing is posted. The proposer may withdraw their
 * own proposal this way. Rejecting a rejected one answers it unchanged; 409 `adjustment-not-pending`
 * once approved.
 */
export async function rejectAdjustment(db: Db, actor: Actor, id: number, reason: string): Promise<Adjustment> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const a = await repo.lockAdjustment(tx, actor, id);
    if (!a) throw new AppError('adjustment-not-found');
    if (a.status === 'rejected') return;
    if (a.status !== 'pending') throw new AppError('adjustment-not-pending');
    await transition(tx, adjustmentMachine, a, 'rejected', actor, {
      note: reason,
      set: { decidedBy: actor.userId, decidedAt: new Date(), rejectReason: reason },
    });
  });
  return getAdjustment(db, actor, id);
}

/** Proposals created in [from, to) still pending: count and absolute amount in đồng (the reconciliation page). */
export function pendingAdjustmentTotals(db: Db, from: Date, to: Date) {
  return repo.pendingTotals(db, from, to);
}

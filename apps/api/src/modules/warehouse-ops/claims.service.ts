/**
 * Writing claims on unclaimed parcels (DESIGN.md §3.5, decision 0083): a claim is created and decided
 * only here, its status through lib/status/transition.ts (machine `parcel_claim`), so each move is a status
 * event and a domain event. Used by the unclaimed parcels' service, by tracking codes and by consignment
 * declarations (parcel's services); the claims' rows are parcel's, reached through its service.
 */
import { parcelClaimMachine } from '@app/shared/machines/parcel-claim';
import type { Tx } from '../../db/client.ts';
import { type Actor, moversOf, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import type { ClaimRow } from '../parcel/parcel.service.ts';
import * as parcels from '../parcel/parcel.service.ts';

/** Pending claims one customer may have at once (claims made by declaration count too). */
export const MAX_PENDING_CLAIMS = 10;

/** What a consignment order declared for a code an unclaimed parcel holds. */
export interface ClaimDeclaration {
  consignmentOrderId: number;
  description: string;
  quantity: number;
  declaredValueVnd: number;
}

/**
 * Files `actor`'s pending claim on parcel `parcelId` with `note` (the caller checked the parcel is
 * unclaimed), under the user's claims lock so the cap holds when claims arrive together. With a
 * `declaration`, the claim remembers the consignment order; a pending claim the customer already made
 * is pointed at it instead. Refuses: 409 `claim-exists` (a decided claim, or a second one without a
 * declaration); 409 `claim-limit-reached` past MAX_PENDING_CLAIMS pending claims.
 */
export async function fileClaim(
  tx: Tx,
  actor: Actor,
  parcelId: number,
  note: string,
  declaration?: ClaimDeclaration,
): Promise<void> {
  await parcels.lockClaimsOfUser(tx, actor.userId);
  const mine = await parcels.findClaimOfUser(tx, parcelId, actor.userId);
  if (mine) {
    if (mine.status !== 'pending' || !declaration) throw new AppError('claim-exists');
    await parcels.linkClaimToConsignment(tx, mine.id, declaration);
    return;
  }
  if ((await parcels.countPendingClaims(tx, actor.userId)) >= MAX_PENDING_CLAIMS)
    throw new AppError('claim-limit-reached');
  const row = await enter(tx, parcelClaimMachine, { parcelId, userId: actor.userId, note, ...declaration }, actor, {
    note: declaration ? 'Khách khai báo mã vận đơn trong đơn ký gửi' : 'Khách gửi yêu cầu nhận kiện',
    onConflictDoNothing: true,
  });
  if (!row) throw new AppError('claim-exists');
}

/**
 * Decides the locked parcel's pending claims once it has an owner: `winner`'s is confirmed by
 * `actor`, the others rejected (by `actor` when their role may, else by the system: a purchaser's
 * tracking code gave the parcel to an order). Lock order: the parcel (the caller's), then its claims.
 */
export async function decidePendingClaims(
  tx: Tx,
  actor: Actor,
  parcelId: number,
  winner: number | null,
  note = '',
): Promise<void> {
  const pending = await parcels.lockPendingClaims(tx, parcelId);
  const first = [...pending].sort((a, b) => Number(b.userId === winner) - Number(a.userId === winner));
  const rejecter: Actor | SystemActor = parcelClaimMachine.mayEnter('rejected', moversOf(actor)) ? actor : systemActor;
  for (const claim of first) {
    const to = claim.userId === winner ? 'confirmed' : 'rejected';
    await transition(tx, parcelClaimMachine, claim, to, to === 'confirmed' ? actor : rejecter, {
      note: to === 'confirmed' ? note : 'Kiện đã được giao cho người khác',
      set: { decidedBy: actor.userId, decidedAt: new Date() },
    });
  }
}

/** Rejects one locked pending claim (the parcel stays unclaimed). */
export async function rejectOneClaim(tx: Tx, actor: Actor, claim: ClaimRow, note: string): Promise<void> {
  await transition(tx, parcelClaimMachine, claim, 'rejected', actor, {
    note,
    set: { decidedBy: actor.userId, decidedAt: new Date() },
  });
}

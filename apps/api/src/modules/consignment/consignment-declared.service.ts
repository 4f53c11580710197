/**
 * The declared value of a consignment order (decision 0062): the sum of its parcels' declarations,
 * the base of its insurance. The parcel module keeps the declarations and calls this when they
 * change; a file of its own so that it imports nothing of the parcel module (no import cycle).
 */
import type { Tx } from '../../db/client.ts';
import * as repo from './consignment.repository.ts';

/** Writes the order's declared value (đồng), in the caller's transaction. */
export function setDeclaredValue(tx: Tx, orderId: number, declaredValueVnd: number): Promise<void> {
  return repo.setDeclaredValue(tx, orderId, declaredValueVnd);
}

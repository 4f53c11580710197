/** The VN warehouse receives a shipped bag (then scans its parcels one by one, scan.service.ts). */
import { bagMachine } from '@app/shared/machines/parcel';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { transition } from '../../lib/status/transition.ts';
import type { BagRow } from './bag.repository.ts';
import type { WarehouseRow } from './warehouse-access.service.ts';

/** `shipped` → `received` for the locked `bag` at its destination `house`. */
export async function receiveLockedBag(tx: Tx, actor: Actor, bag: BagRow, house: WarehouseRow): Promise<BagRow> {
  return transition(tx, bagMachine, bag, 'received', actor, { note: `Nhận bao tại ${house.name}` });
}

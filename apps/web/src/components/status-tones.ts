/**
 * The tone of every status the PWA shows, by lifecycle (subject type of @app/shared/statuses):
 * `waiting` (the customer or staff must act), `active` (moving along), `done`, `failed`. A status
 * not listed is `active`. StatusTag and Timeline turn a tone into colours, so a new lifecycle only
 * lists its tones here.
 */
import type { StatusOf } from '@app/shared/machines/define-machine';
import type { machines, SubjectType } from '@app/shared/statuses';

export type Tone = 'waiting' | 'active' | 'done' | 'failed';

/** The part of a machine the display components read: its subject type and labels. */
export interface MachineLabels<S extends string> {
  subject: string;
  labels: Readonly<Record<S, string>>;
}

type ToneTable = { [K in SubjectType]?: Partial<Record<StatusOf<(typeof machines)[K]>, Tone>> };

export const statusTones = {
  purchase_order: {
    awaiting_quote: 'waiting',
    awaiting_deposit: 'waiting',
    awaiting_customer_confirmation: 'waiting',
    delivered: 'done',
    completed: 'done',
    cancelled: 'failed',
  },
  recharge: { pending: 'waiting', approved: 'done', cancelled: 'failed' },
  withdrawal: { pending: 'waiting', approved: 'active', paid: 'done', rejected: 'failed', cancelled: 'failed' },
  parcel: { expected: 'waiting', delivered: 'done', lost: 'failed' },
  delivery_request: { requested: 'waiting', delivered: 'done', cancelled: 'failed' },
  consignment_order: { delivered: 'done', completed: 'done', cancelled: 'failed' },
  complaint: { pending: 'waiting', offered: 'waiting', resolved: 'done', rejected: 'failed', cancelled: 'failed' },
  pay_on_behalf_order: {
    awaiting_customer: 'waiting',
    pending: 'waiting',
    paid: 'done',
    completed: 'done',
    cancelled: 'failed',
    failed: 'failed',
  },
  refund_request: { pending: 'waiting', approved: 'done', rejected: 'failed', cancelled: 'failed' },
  commission_entry: { pending: 'waiting', available: 'active', paid: 'done', reversed: 'failed' },
} as const satisfies ToneTable;

const byStatus: Partial<Record<string, Partial<Record<string, Tone>>>> = statusTones;

/** The tone of `status` in `machine`'s lifecycle; `active` when the table does not list it. */
export function toneOf<S extends string>(machine: MachineLabels<S>, status: S): Tone {
  return byStatus[machine.subject]?.[status] ?? 'active';
}

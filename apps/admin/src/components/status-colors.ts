/**
 * The antd `Tag` colour of every status the console shows, by lifecycle (subject type of
 * @app/shared/statuses). Purchase orders by stage: waiting on the customer (gold), buying (blue),
 * shipping (cyan, geekblue, purple), done (green), cancelled (default). A status not listed is
 * `default`, so a new lifecycle shows plain tags until it lists its colours here.
 */
import type { StatusOf } from '@app/shared/machines/define-machine';
import type { machines, SubjectType } from '@app/shared/statuses';

/** The part of a machine the display components read: its subject type and labels. */
export interface MachineLabels<S extends string> {
  subject: string;
  labels: Readonly<Record<S, string>>;
}

type ColorTable = { [K in SubjectType]?: Partial<Record<StatusOf<(typeof machines)[K]>, string>> };

export const statusColors = {
  purchase_order: {
    awaiting_quote: 'gold',
    awaiting_deposit: 'gold',
    deposited: 'lime',
    purchasing: 'blue',
    awaiting_customer_confirmation: 'orange',
    purchased: 'blue',
    seller_shipped: 'cyan',
    at_cn_warehouse: 'cyan',
    in_transit: 'geekblue',
    at_vn_warehouse: 'geekblue',
    delivering: 'purple',
    delivered: 'green',
    completed: 'green',
    cancelled: 'default',
  },
  recharge: { pending: 'gold', approved: 'green', cancelled: 'default' },
  withdrawal: { pending: 'gold', approved: 'blue', paid: 'green', rejected: 'red', cancelled: 'default' },
  adjustment: { pending: 'gold', approved: 'green', rejected: 'default' },
  parcel: {
    expected: 'gold',
    at_cn_warehouse: 'cyan',
    in_transit: 'geekblue',
    at_vn_warehouse: 'blue',
    delivering: 'purple',
    delivered: 'green',
    lost: 'red',
  },
  bag: { open: 'gold', closed: 'cyan', shipped: 'geekblue', received: 'green' },
  delivery_request: {
    requested: 'gold',
    processing: 'blue',
    shipped: 'purple',
    delivered: 'green',
    cancelled: 'default',
  },
  bank_transfer: { unmatched: 'gold', matched: 'green', ignored: 'default' },
  complaint: {
    pending: 'gold',
    processing: 'blue',
    offered: 'orange',
    resolved: 'green',
    rejected: 'red',
    cancelled: 'default',
  },
  pay_on_behalf_order: {
    awaiting_customer: 'orange',
    pending: 'gold',
    processing: 'blue',
    paid: 'cyan',
    completed: 'green',
    cancelled: 'default',
    failed: 'red',
  },
  refund_request: { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' },
  taobao_global_order: {
    WAIT_BUYER_PAY: 'gold',
    WAIT_SELLER_SEND_GOODS: 'blue',
    SELLER_CONSIGNED_PART: 'cyan',
    WAIT_BUYER_CONFIRM_GOODS: 'cyan',
    TRADE_FINISHED: 'green',
    TRADE_CLOSED: 'default',
  },
} as const satisfies ColorTable;

const byStatus: Partial<Record<string, Partial<Record<string, string>>>> = statusColors;

/** The Tag colour of `status` in `machine`'s lifecycle; `default` when the table does not list it. */
export function colorOf<S extends string>(machine: MachineLabels<S>, status: S): string {
  return byStatus[machine.subject]?.[status] ?? 'default';
}

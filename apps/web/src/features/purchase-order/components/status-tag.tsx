/** A purchase order's status as a coloured tag with its Vietnamese label. */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';

const tone: Partial<Record<PurchaseOrderStatus, { bg: string; fg: string }>> = {
  awaiting_deposit: { bg: '#fff7ed', fg: '#9a3412' },
  awaiting_quote: { bg: '#fff7ed', fg: '#9a3412' },
  awaiting_customer_confirmation: { bg: '#fff7ed', fg: '#9a3412' },
  cancelled: { bg: '#f5f5f4', fg: '#44403c' },
  completed: { bg: '#f0fdf4', fg: '#166534' },
  delivered: { bg: '#f0fdf4', fg: '#166534' },
};

export function StatusTag({ status }: { status: PurchaseOrderStatus }) {
  const t = tone[status] ?? { bg: '#eff6ff', fg: '#1e40af' };
  return (
    <span
      data-testid="order-status"
      style={{
        background: t.bg,
        color: t.fg,
        borderRadius: 999,
        padding: '2px 10px',
        fontSize: 13,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {purchaseOrderMachine.labels[status]}
    </span>
  );
}

/**
 * Fee lines and the totals block: Tổng / Cần đặt cọc / Đã thanh toán / Còn lại. A cancelled order
 * owes nothing: Tổng / Đã hoàn về ví (its paid deposit) / Còn lại 0 ₫, and says so in words.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatVnd } from '@app/shared/money';
import { AmountRow, FeeLines } from '../../../components/fee-lines.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { Section } from './section.tsx';

export function OrderTotals({ order }: { order: PurchaseOrder }) {
  const t = order.totals;
  const cancelled = order.status === 'cancelled';
  return (
    <Section title={m.feeLinesTitle} testId="order-fees">
      <FeeLines lines={order.fees} />
      <dl
        data-testid="order-totals"
        style={{ margin: '6px 0 0', paddingTop: 6, borderTop: '1px solid var(--adm-color-border)' }}
      >
        <AmountRow label={m.totals.total} amount={t.totalVnd} strong={!cancelled} testId="total-total" />
        {cancelled ? (
          t.refundedVnd > 0 && <AmountRow label={m.totals.refunded} amount={t.refundedVnd} testId="total-refunded" />
        ) : (
          <>
            <AmountRow label={m.totals.depositDue} amount={t.depositDueVnd} testId="total-deposit-due" />
            <AmountRow label={m.totals.paid} amount={t.paidVnd} testId="total-paid" />
          </>
        )}
        <AmountRow label={m.totals.remaining} amount={t.remainingVnd} testId="total-remaining" />
      </dl>
      {cancelled && (
        <p role="note" data-testid="cancelled-note" style={{ margin: '6px 0 0', color: 'var(--app-text-muted)' }}>
          {t.refundedVnd > 0 ? m.cancelledRefundNote(formatVnd(t.refundedVnd)) : m.cancelledNote}
        </p>
      )}
    </Section>
  );
}

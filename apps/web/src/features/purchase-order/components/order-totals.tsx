/**
 * Fee lines and the totals block: Tổng / Cần đặt cọc (until paid) / Đã thanh toán / Còn lại, always Tổng − Đã thanh
 * toán = Còn lại (the API keeps `paidVnd` net of refunds). Money already returned to the wallet (lines
 * bought short, a price lower than paid) is listed under it. A cancelled order owes nothing: Tổng /
 * Đã hoàn về ví / Còn lại 0 ₫, and says so in words. The China domestic shipping the purchaser entered
 * is its own fee line, with a notice that it raised the total (decision 0093).
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatVnd } from '@app/shared/money';
import { AmountRow, FeeLines } from '../../../components/fee-lines.tsx';
import { Section } from '../../../components/section.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

const muted = { margin: '6px 0 0', color: 'var(--app-text-muted)', fontSize: 13 };

export function OrderTotals({ order }: { order: PurchaseOrder }) {
  const t = order.totals;
  const cancelled = order.status === 'cancelled';
  const beforeDeposit = order.status === 'awaiting_deposit' || order.status === 'awaiting_quote';
  const refunds = order.refunds;
  const refunded = refunds.length ? refunds.reduce((sum, r) => sum + r.amountVnd, 0) : t.refundedVnd;
  const domestic = order.fees.find((f) => f.kind === 'domestic_shipping' && (f.amountVnd ?? 0) > 0);
  return (
    <Section title={m.feeLinesTitle} testId="order-fees">
      <FeeLines lines={order.fees} />
      <dl
        data-testid="order-totals"
        style={{ margin: '6px 0 0', paddingTop: 6, borderTop: '1px solid var(--adm-color-border)' }}
      >
        <AmountRow label={m.totals.total} amount={t.totalVnd} strong={!cancelled} testId="total-total" />
        {cancelled ? (
          refunded > 0 && <AmountRow label={m.totals.refunded} amount={refunded} testId="total-refunded" />
        ) : (
          <>
            {/* Once paid, the deposit is part of "Đã thanh toán"; a recomputed one would read as owed now. */}
            {beforeDeposit && (
              <AmountRow label={m.totals.depositDue} amount={t.depositDueVnd} testId="total-deposit-due" />
            )}
            <AmountRow label={m.totals.paid} amount={t.paidVnd} testId="total-paid" />
          </>
        )}
        <AmountRow label={m.totals.remaining} amount={t.remainingVnd} testId="total-remaining" />
      </dl>
      {!cancelled && domestic && (
        <p role="note" data-testid="domestic-shipping-note" style={muted}>
          {m.domesticShippingNotice(formatVnd(domestic.amountVnd ?? 0), domestic.note ?? null)}
        </p>
      )}
      {!cancelled && refunds.length > 0 && (
        <div data-testid="order-refunds">
          <p style={muted}>{m.paidAfterRefunds}</p>
          <h3 style={{ fontSize: 15, margin: '8px 0 2px' }}>{m.refundsTitle}</h3>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {refunds.map((r) => (
              <li
                key={r.code}
                data-testid="order-refund"
                style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0', fontSize: 14 }}
              >
                <span style={{ color: 'var(--app-text-muted)' }}>{r.description}</span>
                <span style={{ whiteSpace: 'nowrap', color: 'var(--app-success, #00b578)' }}>
                  +{formatVnd(r.amountVnd)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {cancelled && (
        <p role="note" data-testid="cancelled-note" style={{ margin: '6px 0 0', color: 'var(--app-text-muted)' }}>
          {refunded > 0 ? m.cancelledRefundNote(formatVnd(refunded)) : m.cancelledNote}
        </p>
      )}
    </Section>
  );
}

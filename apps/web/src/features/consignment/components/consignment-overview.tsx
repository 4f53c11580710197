/** The head of a consignment order page: code and status, route, shipping type, options, receiver; and its money. */
import type { ConsignmentOrder } from '@app/shared/contracts/consignment';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { formatDateTime } from '@app/shared/money';
import type { ReactNode } from 'react';
import { AmountRow, FeeLines } from '../../../components/fee-lines.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontSize: 14, padding: '3px 0' }}>
      <span style={{ color: 'var(--app-text-muted)', flexShrink: 0 }}>{label}</span>
      <span style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

export function ConsignmentOverview({ order: o }: { order: ConsignmentOrder }) {
  const options = [o.options.woodenCrate && m.woodenCrate, o.options.insurance && m.insurance].filter(Boolean);
  return (
    <Section
      title={<span data-testid="consignment-code">{o.code}</span>}
      extra={<StatusTag machine={consignmentMachine} status={o.status} testId="consignment-status" />}
      testId="consignment-overview"
    >
      <Row label={m.route}>
        {o.cnWarehouse.name} → {o.vnWarehouse.name}
      </Row>
      <Row label={m.shippingTitle}>{m.shipping[o.shippingType]}</Row>
      <Row label={m.options}>{options.length > 0 ? options.join(', ') : m.noOptions}</Row>
      <Row label={m.receiver}>
        {o.receiver.name} · {o.receiver.phone}
        <br />
        <span style={{ color: 'var(--app-text-muted)' }}>{o.receiver.address}</span>
      </Row>
      <Row label={m.createdAt}>{formatDateTime(o.createdAt)}</Row>
    </Section>
  );
}

/**
 * The order's money. While parcels wait for the scale: what is known (Tạm tính: insurance from the
 * declared value, any weighed parcel's lines) and a note that shipping is added after weighing, never
 * "Tổng 0 ₫ · Còn lại 0 ₫" (decision 0093); then Tổng / Đã thanh toán / Còn lại.
 */
export function ConsignmentMoney({ order: o }: { order: ConsignmentOrder }) {
  const waiting = o.status !== 'cancelled' && o.totals.awaitingWeighing > 0;
  return (
    <Section title={m.feesTitle} testId="consignment-money">
      <FeeLines lines={o.fees} />
      <dl style={{ margin: '8px 0 0', borderTop: '1px solid var(--adm-color-border)', paddingTop: 6 }}>
        {waiting ? (
          <AmountRow label={m.totals.known} amount={o.totals.knownVnd} strong testId="known" />
        ) : (
          <AmountRow label={m.totals.total} amount={o.totals.totalVnd} testId="total" />
        )}
        <AmountRow label={m.totals.paid} amount={o.totals.paidVnd} testId="paid" />
        {!waiting && <AmountRow label={m.totals.remaining} amount={o.totals.remainingVnd} strong testId="remaining" />}
        {o.options.insurance && <AmountRow label={m.totals.declared} amount={o.totals.declaredValueVnd} />}
      </dl>
      {waiting && (
        <p
          role="note"
          data-testid="awaiting-weighing-note"
          style={{ margin: '6px 0 0', color: 'var(--app-text-muted)', fontSize: 13 }}
        >
          {m.awaitingWeighing(o.totals.awaitingWeighing)}
        </p>
      )}
      {o.status !== 'cancelled' && (waiting || o.totals.remainingVnd > 0) && (
        <p style={{ margin: '6px 0 0', color: 'var(--app-text-muted)', fontSize: 13 }}>{m.payHint}</p>
      )}
    </Section>
  );
}

/**
 * A purchase above the agreed prices waiting for the customer (status `awaiting_customer_confirmation`):
 * each changed line with its old price struck through and its new one, the order's goods, the China
 * domestic shipping the purchaser entered, total and what would be left to pay, as the customer agreed
 * them (before any domestic shipping: decision 0093) and if accepted, then "Đồng ý giá mới" / "Không đồng ý, hủy đơn". Each
 * answer asks once more in plain words (what is debited: nothing now; what comes back on declining)
 * and posts POST /OrderOrdering/{id}/ConfirmPriceChange with an Idempotency-Key made when its dialog
 * opens, so a double tap or a retry answers once.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { orderMessages } from '../../../messages/order.ts';
import { useConfirmPriceChange } from '../api/orders.ts';

const m = orderMessages.priceChange;
const muted = { color: 'var(--app-text-muted)', fontSize: 13 };

export function PriceChangeCard({ order }: { order: PurchaseOrder }) {
  const change = order.priceChange;
  const [asking, setAsking] = useState<{ accept: boolean; key: string } | null>(null);
  const confirm = useConfirmPriceChange(order.id, (o) => {
    setAsking(null);
    Toast.show({ icon: 'success', content: o.status === 'cancelled' ? m.declined : m.accepted });
  });
  if (!change) return null;
  const paid = order.totals.paidVnd;
  // The shop's China domestic shipping is in both sets of totals; the customer agreed to the order without it.
  const shipping = change.after.fees.find((f) => f.kind === 'domestic_shipping')?.amountVnd ?? 0;
  const agreedTotal = change.before.totalVnd - shipping;
  const more = change.after.totalVnd - agreedTotal;

  function open(accept: boolean) {
    confirm.reset();
    setAsking({ accept, key: newIdempotencyKey() });
  }

  const dialog = asking && (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }} data-testid="price-change-confirm-text">
        {asking.accept
          ? m.acceptConfirm(
              formatVnd(change.after.totalVnd),
              formatVnd(more),
              shipping > 0 ? formatVnd(shipping) : null,
            )
          : m.declineConfirm(order.code, formatVnd(paid))}
      </p>
      {confirm.isError && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
          {errorText(confirm.error)}
        </p>
      )}
      <Button
        color={asking.accept ? 'primary' : 'danger'}
        block
        loading={confirm.isPending}
        onClick={() => confirm.mutate(asking)}
        data-testid="price-change-confirm"
      >
        {asking.accept ? m.acceptOk : m.declineOk}
      </Button>
      <Button block onClick={() => setAsking(null)} disabled={confirm.isPending}>
        {m.keep}
      </Button>
    </div>
  );

  return (
    <section
      className="card"
      data-testid="price-change"
      aria-labelledby="price-change-title"
      style={{ padding: '12px 16px', border: '1px solid var(--adm-color-warning)', display: 'grid', gap: 8 }}
    >
      <h2 id="price-change-title" style={{ margin: 0, fontSize: 17 }}>
        {m.title}
      </h2>
      <p style={{ margin: 0 }}>{m.intro}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {change.lines.map((l) => (
          <li key={l.lineId} data-testid="price-change-line" style={{ display: 'grid', gap: 2 }}>
            <span style={{ overflowWrap: 'anywhere' }}>{l.title}</span>
            <span style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'baseline' }}>
              <span style={muted}>
                {m.oldPrice} <s data-testid="old-price">{formatFen(l.oldUnitPriceFen)}</s>
              </span>
              <span style={{ whiteSpace: 'nowrap' }}>
                {m.newPrice}{' '}
                <strong data-testid="new-price" style={{ color: 'var(--app-danger)' }}>
                  {formatFen(l.newUnitPriceFen)}
                </strong>{' '}
                {m.quantity(l.quantity)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }} data-testid="price-change-totals">
        <thead>
          <tr style={muted}>
            <th scope="col" style={{ textAlign: 'left', fontWeight: 400 }} />
            <th scope="col" style={{ textAlign: 'right', fontWeight: 400 }}>
              {m.now}
            </th>
            <th scope="col" style={{ textAlign: 'right', fontWeight: 400, paddingLeft: 12 }}>
              {m.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              [m.goods, change.before.goodsVnd, change.after.goodsVnd, 'goods'],
              ...(shipping > 0 ? ([[m.domesticShipping, 0, shipping, 'domestic']] as const) : []),
              [m.total, agreedTotal, change.after.totalVnd, 'total'],
              [m.remaining, Math.max(0, agreedTotal - paid), change.after.totalVnd - paid, 'remaining'],
            ] as const
          ).map(([label, before, after, key]) => (
            <tr key={key}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '2px 0' }}>
                {label}
              </th>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-testid={`before-${key}`}>
                {formatVnd(before)}
              </td>
              <td
                style={{ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600, paddingLeft: 12 }}
                data-testid={`after-${key}`}
              >
                {formatVnd(after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'grid', gap: 8 }}>
        <Button color="primary" size="large" block onClick={() => open(true)} data-testid="price-change-accept">
          {m.accept}
        </Button>
        <Button
          color="danger"
          fill="outline"
          size="large"
          block
          onClick={() => open(false)}
          data-testid="price-change-decline"
        >
          {m.decline}
        </Button>
      </div>
      <Dialog
        visible={asking !== null}
        title={asking?.accept ? m.acceptTitle : m.declineTitle}
        aria-label={asking?.accept ? m.acceptTitle : m.declineTitle}
        content={dialog}
        actions={[]}
        onClose={() => setAsking(null)}
        closeOnMaskClick={!confirm.isPending}
      />
    </section>
  );
}

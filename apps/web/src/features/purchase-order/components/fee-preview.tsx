/**
 * Fee preview on the order page, one block per shop (one order per shop), computed in the browser
 * with the same calculator the API uses (@app/shared/fees) at the cart's current rate; the API
 * freezes the rate and recomputes when the order is placed.
 */
import type { Cart } from '@app/shared/contracts/cart';
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { calculatePurchaseFees } from '@app/shared/fees';
import { formatNumber } from '@app/shared/money';
import { AmountRow, FeeLines } from '../../../components/fee-lines.tsx';
import { Section } from '../../../components/section.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { LineSummary } from './line-summary.tsx';

type Shop = Cart['shops'][number];

export function FeePreview(props: { shops: Shop[]; exchangeRate: number; options: OrderOptions }) {
  const { shops, exchangeRate, options } = props;
  // A line to be quoted (asked for, or a short link) makes its shop's order wait for a quote, 100 % deposit.
  const quoted = shops.map((s) => s.items.some((i) => i.needsQuote || i.productId === null));
  const fees = shops.map((s, i) =>
    calculatePurchaseFees({ lines: s.items, exchangeRate, options, needsQuote: quoted[i] }),
  );
  const total = fees.reduce((sum, f) => sum + f.totalVnd, 0);
  const deposit = fees.reduce((sum, f) => sum + f.depositDueVnd, 0);
  return (
    <>
      {shops.map((shop, i) => (
        <Section key={`${shop.site}:${shop.shopName}`} title={m.shopOrder(i + 1, shop.shopName)} testId="shop-preview">
          {shop.items.map((item) => (
            <LineSummary key={item.id} line={item} />
          ))}
          <div style={{ borderTop: '1px solid var(--adm-color-border)', paddingTop: 6 }}>
            <FeeLines lines={fees[i]?.lines ?? []} />
            <dl style={{ margin: 0 }}>
              <AmountRow label={m.totals.total} amount={fees[i]?.totalVnd ?? 0} strong />
              <AmountRow label={m.totals.depositDue} amount={fees[i]?.depositDueVnd ?? 0} />
            </dl>
            {quoted[i] && (
              <p
                role="note"
                data-testid="quote-note"
                style={{ margin: '4px 0 0', fontSize: 13, color: 'var(--app-text-muted)' }}
              >
                {m.quoteFirst}
              </p>
            )}
          </div>
        </Section>
      ))}
      <Section title={m.feesTitle} testId="fee-summary">
        <p style={{ margin: '0 0 4px', fontSize: 13, color: 'var(--app-text-muted)' }}>
          {m.rate(formatNumber(exchangeRate))} · {shops.length > 1 ? m.onePerShop : m.depositRule}
        </p>
        <dl style={{ margin: 0 }}>
          <AmountRow label={m.grandTotal} amount={total} strong testId="preview-total" />
          <AmountRow label={m.grandDeposit} amount={deposit} testId="preview-deposit" />
        </dl>
      </Section>
    </>
  );
}

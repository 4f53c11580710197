/**
 * Fee preview on the order page, one block per shop (one order per shop), computed in the browser
 * with the same calculator the API uses (@app/shared/fees) at the cart's current rate and the tariff
 * in force (GET /Tariff, decision 0099); the API
 * freezes the rate and recomputes when the order is placed. The summary names each order's deposit
 * (every shop's order needs its own, decision 0093) and their sum due now; an order waiting for a quote is
 * deposited after the quote, so it is not in that sum.
 */
import type { Cart } from '@app/shared/contracts/cart';
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { calculatePurchaseFees } from '@app/shared/fees';
import { formatNumber, formatVnd } from '@app/shared/money';
import { AmountRow, FeeLines } from '../../../components/fee-lines.tsx';
import { Section } from '../../../components/section.tsx';
import { usePurchaseTariff, useTariffHints } from '../../../lib/public-tariff.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { LineSummary } from './line-summary.tsx';

type Shop = Cart['shops'][number];

export function FeePreview(props: { shops: Shop[]; exchangeRate: number; options: OrderOptions }) {
  const { shops, exchangeRate, options } = props;
  const tariff = usePurchaseTariff();
  const hints = useTariffHints();
  // A line to be quoted (asked for, or a short link) makes its shop's order wait for a quote, 100 % deposit.
  const quoted = shops.map((s) => s.items.some((i) => i.needsQuote || i.productId === null));
  const fees = shops.map((s, i) =>
    calculatePurchaseFees({ lines: s.items, exchangeRate, options, needsQuote: quoted[i], tariff }),
  );
  const total = fees.reduce((sum, f) => sum + f.totalVnd, 0);
  const deposit = fees.reduce((sum, f, i) => sum + (quoted[i] ? 0 : f.depositDueVnd), 0);
  const dueNow = quoted.filter((q) => !q).length;
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
          {m.rate(formatNumber(exchangeRate))} ·{' '}
          {shops.length > 1 ? `${m.onePerShop} ${m.depositRuleEach(hints.deposit)}` : m.depositRule(hints.deposit)}
        </p>
        <dl style={{ margin: 0 }}>
          <AmountRow label={m.grandTotal} amount={total} strong testId="preview-total" />
          {shops.length > 1 &&
            shops.map((shop, i) => (
              <div
                key={`${shop.site}:${shop.shopName}`}
                data-testid="preview-order-deposit"
                style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '2px 0', fontSize: 14 }}
              >
                <dt style={{ color: 'var(--app-text-muted)', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {m.shopOrder(i + 1, shop.shopName)}
                </dt>
                <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>
                  {quoted[i] ? m.depositAfterQuote : formatVnd(fees[i]?.depositDueVnd ?? 0)}
                </dd>
              </div>
            ))}
          <AmountRow
            label={shops.length > 1 ? m.grandDepositNow(dueNow) : m.grandDeposit}
            amount={deposit}
            strong
            testId="preview-deposit"
          />
        </dl>
      </Section>
    </>
  );
}

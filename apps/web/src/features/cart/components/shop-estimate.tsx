/**
 * A cart shop group's landed-cost estimate (GET /ShoppingCart `estimate`, priced by the order's own fee
 * code on the server): the total in đồng, the weight it assumed, and a breakdown line by line with the
 * rule behind each number; and the field for the shop's China domestic shipping in ¥ (parseCnyToFen,
 * saved with PUT /ShoppingCart/Shop when the customer leaves the field or presses "Lưu").
 */
import type { Cart } from '@app/shared/contracts/cart';
import { formatFen, formatNumber, formatVnd, parseCnyToFen } from '@app/shared/money';
import { Button, Input, Toast } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cartMessages as m } from '../../../messages/cart.ts';
import { useSetShopShipping } from '../api/cart.ts';

type Shop = Cart['shops'][number];

const muted = { fontSize: 13, color: 'var(--app-text-muted)' } as const;
/** `¥12,50` → `12,50`: the field shows the amount, its label says ¥. */
const fenText = (fen: number) => (fen === 0 ? '' : formatFen(fen).replace('¥', ''));

export function ShopEstimate({ shop }: { shop: Shop }) {
  const estimate = shop.estimate;
  return (
    <div
      data-testid="cart-shop-estimate"
      style={{ padding: '8px 12px 12px', borderTop: '1px solid var(--adm-color-border)' }}
    >
      <DomesticShippingField shop={shop} />
      {estimate ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
            <strong>{m.estimateTitle}</strong>
            <strong data-testid="cart-estimate-total" style={{ color: 'var(--app-danger)', whiteSpace: 'nowrap' }}>
              {formatVnd(estimate.totalVnd)}
            </strong>
          </div>
          <p style={{ ...muted, margin: '2px 0 0' }}>
            {m.estimateWeight(formatNumber(estimate.weightGrams / 1000), m.weightSources[estimate.weightSource])}
          </p>
          <details style={{ marginTop: 4 }}>
            <summary style={{ ...muted, cursor: 'pointer', minHeight: 32, display: 'flex', alignItems: 'center' }}>
              {m.estimateDetails}
            </summary>
            <ul data-testid="cart-estimate-lines" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {estimate.lines.map((line) => (
                <li key={line.kind} style={{ padding: '6px 0', borderTop: '1px dashed var(--adm-color-border)' }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <span>{line.label}</span>
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {line.amountVnd === null ? '' : formatVnd(line.amountVnd)}
                    </span>
                  </div>
                  {line.note && <div style={{ ...muted, overflowWrap: 'anywhere' }}>{line.note}</div>}
                </li>
              ))}
            </ul>
            <p style={{ ...muted, margin: '4px 0 0' }}>{m.estimateHint}</p>
          </details>
        </>
      ) : (
        <p style={{ ...muted, margin: '8px 0 0' }}>{m.estimateNone}</p>
      )}
    </div>
  );
}

function DomesticShippingField({ shop }: { shop: Shop }) {
  const id = useId();
  const save = useSetShopShipping();
  const [text, setText] = useState(fenText(shop.domesticShippingFen));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(fenText(shop.domesticShippingFen)), [shop.domesticShippingFen]);

  function submit() {
    const fen = text.trim() === '' ? 0 : parseCnyToFen(text);
    setInvalid(fen === null);
    if (fen === null || fen === shop.domesticShippingFen) return;
    save.mutate(
      { site: shop.site, shopName: shop.shopName, domesticShippingFen: fen },
      { onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) || m.updateFailed }) },
    );
  }

  return (
    <div>
      <label htmlFor={id} style={{ fontSize: 14 }}>
        {m.domesticShipping}
      </label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Input
          id={id}
          value={text}
          onChange={setText}
          onBlur={submit}
          onEnterPress={submit}
          inputMode="decimal"
          placeholder="0"
          aria-invalid={invalid}
          style={{ flex: 1, minWidth: 0, borderBottom: '1px solid var(--adm-color-border)', '--font-size': '15px' }}
        />
        <Button size="small" onClick={submit} loading={save.isPending} style={{ minHeight: 36 }}>
          {m.domesticShippingSave}
        </Button>
      </div>
      <FieldError message={invalid ? m.domesticShippingInvalid : null} style={{ fontSize: 13, margin: 0 }} />
      <p style={{ ...muted, margin: '2px 0 0' }}>{m.domesticShippingHint}</p>
    </div>
  );
}

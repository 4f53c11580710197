/**
 * One cart line: select box, image, title and SKU, unit price × quantity = line total (¥ and ₫),
 * quantity (saved 400 ms after the last change), note (saved on blur), and remove (with confirmation).
 */
import type { CartItem } from '@app/shared/contracts/cart';
import { Button, Dialog, Input, Toast } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cartMessages as m } from '../../../messages/cart.ts';
import { useRemoveCartItem, useUpdateCartItem } from '../api/cart.ts';
import { CartLinePrice } from './cart-line-price.tsx';
import { LineWeight } from './line-weight.tsx';
import { SelectBox } from './select-box.tsx';

/** Shop images often refuse hotlinking: a broken one becomes a neutral tile (alt text kept). */
const placeholder =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23e7e5e4'/%3E%3C/svg%3E";
const onImageError = (e: { currentTarget: HTMLImageElement }) => {
  if (e.currentTarget.src !== placeholder) e.currentTarget.src = placeholder;
};

/** Toast for a failed update or removal: the API's message. */
function fail(err: unknown) {
  Toast.show({ icon: 'fail', content: errorText(err) || m.updateFailed });
}

export function CartItemRow(props: {
  item: CartItem;
  /** The cart's current rate (₫ per ¥); null before one is set. */
  exchangeRate: number | null;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const { item, selected, onSelect, exchangeRate } = props;
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [quantity, setQuantity] = useState(item.quantity);
  const [note, setNote] = useState(item.note);
  // A typed fraction (`2,5`) is not sent: the line says why and keeps its last whole quantity.
  const [whole, setWhole] = useState(true);

  useEffect(() => setQuantity(item.quantity), [item.quantity]);
  useEffect(() => {
    if (quantity === item.quantity) return;
    const timer = setTimeout(() => update.mutate({ id: item.id, quantity }, { onError: fail }), 400);
    return () => clearTimeout(timer);
  }, [quantity, item.id, item.quantity, update.mutate]);

  async function confirmRemove() {
    if (!(await Dialog.confirm({ content: m.removeConfirm, confirmText: m.removeOk }))) return;
    remove.mutate(item.id, { onSuccess: () => Toast.show({ content: m.removed }), onError: fail });
  }

  const sku = Object.entries(item.skuProperties).map(([k, v]) => `${k}: ${v}`);
  return (
    <div
      data-testid="cart-item"
      style={{ display: 'flex', gap: 8, padding: '12px 12px 12px 4px', borderTop: '1px solid var(--adm-color-border)' }}
    >
      <div style={{ alignSelf: 'flex-start' }}>
        <SelectBox checked={selected} onChange={onSelect} label={m.selectItem(item.title)} hideLabel />
      </div>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={item.title}
          width={72}
          height={72}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={onImageError}
          style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
        />
      ) : (
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 6,
            background: 'var(--app-bg)',
            color: 'var(--app-text-muted)',
            fontSize: 12,
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          {m.noImage}
        </div>
      )}
      <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 4 }}>
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ color: 'var(--app-text)', fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {item.title}
        </a>
        {sku.length > 0 && <div style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{sku.join(' · ')}</div>}
        <CartLinePrice unitPriceFen={item.unitPriceFen} quantity={quantity} exchangeRate={exchangeRate} />
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <QuantityStepper
            label={m.quantity(item.title)}
            value={quantity}
            onChange={(n) => {
              setWhole(Number.isInteger(n));
              if (Number.isInteger(n)) setQuantity(n);
            }}
            onBlur={() => setWhole(true)}
          />
          <Button
            fill="none"
            aria-label={m.remove(item.title)}
            onClick={confirmRemove}
            loading={remove.isPending}
            style={{ minWidth: 44, minHeight: 44 }}
          >
            <DeleteOutline fontSize={20} />
          </Button>
        </div>
        <FieldError message={whole ? null : m.wholeQuantity} style={{ fontSize: 13, margin: 0 }} />
        <QuoteChoice
          item={item}
          onChange={(needsQuote) => update.mutate({ id: item.id, needsQuote }, { onError: fail })}
        />
        <LineWeight item={item} />
        <label htmlFor={`cart-note-${item.id}`} style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
          {m.note}
        </label>
        <Input
          id={`cart-note-${item.id}`}
          value={note}
          onChange={setNote}
          onBlur={() => note !== item.note && update.mutate({ id: item.id, note }, { onError: fail })}
          placeholder={m.notePlaceholder}
          maxLength={1000}
          style={{ fontSize: 14, borderBottom: '1px dashed var(--adm-color-border)', '--font-size': '14px' }}
        />
      </div>
    </div>
  );
}

/**
 * "Cần báo giá": the customer asks staff to price the line before the deposit (the order then starts at
 * `awaiting_quote` with a 100 % deposit). A short link (no product id) always needs one: said, not asked.
 */
function QuoteChoice({ item, onChange }: { item: CartItem; onChange: (needsQuote: boolean) => void }) {
  const hint = { fontSize: 13, color: 'var(--app-text-muted)', margin: 0 };
  if (item.productId === null) {
    return (
      <p style={hint} data-testid="cart-short-link-quote">
        {m.shortLinkQuote}
      </p>
    );
  }
  return (
    <div>
      <SelectBox checked={item.needsQuote} onChange={onChange} label={m.needsQuote} testId="cart-needs-quote" />
      {item.needsQuote && <p style={hint}>{m.needsQuoteHint}</p>}
    </div>
  );
}

/**
 * A cart line's weight for its shop group's estimate: the grams per unit used and where they came
 * from (the customer's, the product data's, or the picked kind of goods), a picker of kinds of goods
 * (@app/shared/weight-categories) and the customer's own grams (empty: back to the other two).
 */
import type { CartItem } from '@app/shared/contracts/cart';
import { formatNumber } from '@app/shared/money';
import {
  categoryGramsPerUnit,
  defaultWeightCategory,
  type WeightCategory,
  weightCategories,
} from '@app/shared/weight-categories';
import { Input, Toast } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cartMessages as m } from '../../../messages/cart.ts';
import { useUpdateCartItem } from '../api/cart.ts';

/** The grams per unit the estimate uses for `item`, and whose they are (the API's precedence). */
export function usedWeight(item: CartItem): { grams: number; source: keyof typeof m.lineWeightSources } {
  if (item.weightGrams !== null) return { grams: item.weightGrams, source: 'customer' };
  if (item.snapshot?.weightGrams) return { grams: item.snapshot.weightGrams, source: 'provider' };
  return { grams: categoryGramsPerUnit(item.weightCategory), source: 'category' };
}

const fail = (err: unknown) => Toast.show({ icon: 'fail', content: errorText(err) || m.updateFailed });
const field = { fontSize: 14, minHeight: 36, borderBottom: '1px solid var(--adm-color-border)' } as const;

export function LineWeight({ item }: { item: CartItem }) {
  const id = useId();
  const update = useUpdateCartItem();
  const [grams, setGrams] = useState(item.weightGrams?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setGrams(item.weightGrams?.toString() ?? ''), [item.weightGrams]);
  const used = usedWeight(item);

  function saveGrams() {
    const t = grams.trim();
    const n = t === '' ? null : Number(t);
    const ok = n === null || (Number.isInteger(n) && n >= 1 && n <= 1_000_000);
    setInvalid(!ok);
    if (!ok || n === item.weightGrams) return;
    update.mutate({ id: item.id, weightGrams: n }, { onError: fail });
  }

  return (
    <div data-testid="cart-line-weight" style={{ display: 'grid', gap: 4, fontSize: 13 }}>
      <span style={{ color: 'var(--app-text-muted)' }}>
        {m.lineWeight(formatNumber(used.grams), m.lineWeightSources[used.source])}
      </span>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8 }}>
        <label style={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <span>{m.weightCategoryLabel}</span>
          <select
            aria-label={m.weightCategory(item.title)}
            value={item.weightCategory ?? defaultWeightCategory}
            onChange={(e) =>
              update.mutate({ id: item.id, weightCategory: e.currentTarget.value as WeightCategory }, { onError: fail })
            }
            style={{ ...field, width: '100%', background: 'transparent', border: 'none', color: 'var(--app-text)' }}
          >
            {weightCategories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label} (~{formatNumber(c.gramsPerUnit)} g)
              </option>
            ))}
          </select>
        </label>
        <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <label htmlFor={id}>{m.weightGramsLabel}</label>
          <Input
            id={id}
            value={grams}
            onChange={setGrams}
            onBlur={saveGrams}
            onEnterPress={saveGrams}
            inputMode="numeric"
            placeholder={m.weightGramsPlaceholder}
            aria-invalid={invalid}
            style={{ ...field, '--font-size': '14px' }}
          />
        </div>
      </div>
      <FieldError message={invalid ? m.weightInvalid : null} style={{ fontSize: 13, margin: 0 }} />
    </div>
  );
}

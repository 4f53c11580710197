/**
 * SKU options as the shop shows them, typed as name → value rows ('Màu sắc' → 'Đen',
 * 'Kích cỡ' → 'XL'); rows can be added (up to 10) and removed. Blank rows are ignored. A long name
 * or value is never cut: a count appears near the contract's limit and the schema names the field
 * that is too long (decision 0008).
 */

import { cartTextMax } from '@app/shared/contracts/cart';
import { Button, Input } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { CharCount } from '../../../components/char-count.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { productMessages as m } from '../../../messages/product.ts';
import { MAX_SKU_ROWS, type ProductFormInput, type ProductFormOutput } from './product-form-schema.ts';

const box = { border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: '6px 8px' };
const small = { display: 'block', fontSize: 13, color: 'var(--app-text)', marginBottom: 4 };

export function SkuRows(props: {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormInput>['sku'];
}) {
  const { control, errors } = props;
  const { fields, append, remove } = useFieldArray({ control, name: 'sku' });
  const baseId = useId();
  const columns = ['name', 'value'] as const;
  const texts = {
    name: { label: m.skuName, placeholder: m.skuNamePlaceholder, max: cartTextMax.skuName },
    value: { label: m.skuValue, placeholder: m.skuValuePlaceholder, max: cartTextMax.skuValue },
  };

  return (
    <fieldset
      style={{
        border: 0,
        margin: 0,
        padding: '0 16px 12px',
        minWidth: 0,
        borderBottom: '1px solid var(--adm-color-border)',
      }}
    >
      <legend style={{ fontSize: 14, color: 'var(--app-text)', padding: '12px 0 6px' }}>{m.skuTitle}</legend>
      {fields.map((row, i) => (
        <div
          key={row.id}
          data-testid="sku-row"
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 44px',
            gap: 8,
            alignItems: 'start',
            marginBottom: 8,
          }}
        >
          {columns.map((col) => (
            <Controller
              key={col}
              control={control}
              name={`sku.${i}.${col}`}
              render={({ field }) => (
                <div data-form-field="" data-invalid={errors?.[i]?.[col] ? '' : undefined}>
                  <label htmlFor={`${baseId}-${col}-${i}`} style={small}>
                    {texts[col].label}
                  </label>
                  <Input
                    id={`${baseId}-${col}-${i}`}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={texts[col].placeholder}
                    style={box}
                  />
                  <CharCount value={field.value} max={texts[col].max} />
                  <FieldError message={errors?.[i]?.[col]?.message} style={{ fontSize: 13 }} />
                </div>
              )}
            />
          ))}
          <Button
            fill="none"
            aria-label={`${m.skuRemove} ${i + 1}`}
            onClick={() => remove(i)}
            style={{ height: 44, marginTop: 20 }}
          >
            <DeleteOutline fontSize={20} />
          </Button>
        </div>
      ))}
      <Button
        size="middle"
        fill="outline"
        color="primary"
        disabled={fields.length >= MAX_SKU_ROWS}
        onClick={() => append({ name: '', value: '' })}
      >
        <AddOutline /> {m.skuAdd}
      </Button>
    </fieldset>
  );
}

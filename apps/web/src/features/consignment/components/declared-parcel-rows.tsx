/**
 * The repeatable parcel rows of a consignment form (create, or add codes): tracking code, goods,
 * quantity and declared value per parcel, "Thêm kiện" and a remove button per row. Works on any form
 * with a `parcels` array of the shared `declaredParcelInput` shape.
 */
import type { DeclaredParcelInput } from '@app/shared/contracts/consignment';
import { Button, Input } from 'antd-mobile';
import {
  type ArrayPath,
  type Control,
  Controller,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  type Path,
  useFieldArray,
} from 'react-hook-form';
import { FieldError } from '../../../components/field-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { inputBox } from '../../../components/input-field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

export const emptyParcel = (): DeclaredParcelInput =>
  ({ trackingCode: '', description: '', quantity: 1, declaredValueVnd: undefined }) as unknown as DeclaredParcelInput;

type WithParcels = FieldValues & { parcels: DeclaredParcelInput[] };

export function DeclaredParcelRows<T extends WithParcels>(props: {
  control: Control<T, unknown, unknown>;
  errors: FieldErrors<T>;
  idPrefix: string;
}) {
  const { control } = props;
  const { fields, append, remove } = useFieldArray({ control, name: 'parcels' as ArrayPath<T> });
  const errors = (props.errors as FieldErrors<WithParcels>).parcels;
  const rowError = (i: number, key: keyof DeclaredParcelInput) => errors?.[i]?.[key]?.message;
  const text = (i: number, key: 'trackingCode' | 'description', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={`parcels.${i}.${key}` as Path<T>}
      render={({ field }) => (
        <FormField id={`${props.idPrefix}-${i}-${key}`} label={label} error={rowError(i, key)}>
          <Input
            id={`${props.idPrefix}-${i}-${key}`}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder}
            autoComplete="off"
            style={inputBox}
          />
        </FormField>
      )}
    />
  );
  const number = (i: number, key: 'quantity' | 'declaredValueVnd', label: string) => (
    <Controller
      control={control}
      name={`parcels.${i}.${key}` as Path<T>}
      render={({ field }) => (
        <FormField id={`${props.idPrefix}-${i}-${key}`} label={label} error={rowError(i, key)}>
          <NumberInput
            id={`${props.idPrefix}-${i}-${key}`}
            value={field.value as number | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputMode="numeric"
          />
        </FormField>
      )}
    />
  );
  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid={`${props.idPrefix}-rows`}>
      {fields.map((f, i) => (
        <fieldset
          key={f.id}
          data-testid="declared-parcel"
          style={{ border: '1px solid var(--adm-color-border)', borderRadius: 8, padding: '8px 12px', margin: 0 }}
        >
          <legend style={{ fontWeight: 600, padding: '0 4px' }}>{m.parcelN(i + 1)}</legend>
          {text(i, 'trackingCode', m.trackingCode, m.trackingPlaceholder)}
          {text(i, 'description', m.description, m.descriptionPlaceholder)}
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.6fr', gap: 8 }}>
            {number(i, 'quantity', m.quantity)}
            {number(i, 'declaredValueVnd', m.declaredValue)}
          </div>
          {fields.length > 1 && (
            <Button size="small" fill="none" color="danger" onClick={() => remove(i)} style={{ padding: '8px 0' }}>
              {m.removeParcel}
            </Button>
          )}
        </fieldset>
      ))}
      <FieldError message={errors?.message ?? errors?.root?.message} />
      <Button
        block
        fill="outline"
        onClick={() => append(emptyParcel() as FieldArray<T, ArrayPath<T>>)}
        data-testid={`${props.idPrefix}-add-row`}
      >
        + {m.addParcel}
      </Button>
    </div>
  );
}

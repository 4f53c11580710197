/**
 * Receiver name, phone, province then ward (searchable pickers), street, default flag. Validated
 * with the shared addressInput schema, so the messages are the API's ('Số điện thoại không hợp lệ',
 * 'Vui lòng nhập tên người nhận', 'Vui lòng nhập địa chỉ'). Changing the province clears the ward.
 */
import { type AddressInput, addressInput } from '@app/shared/contracts/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addressMessages as m } from '../../../messages/address.ts';
import { provincesQuery, wardsQuery } from '../api/location.ts';
import { FormField } from './form-field.tsx';
import { SearchSelect } from './search-select.tsx';

type Output = z.output<typeof addressInput>;
const box = {
  border: '1px solid var(--adm-color-border)',
  borderRadius: 6,
  padding: '8px 10px',
  '--font-size': '16px',
};
const blank: AddressInput = {
  receiverName: '',
  phone: '',
  provinceCode: '',
  wardCode: '',
  street: '',
  isDefault: false,
};

export function AddressForm(props: { initial?: AddressInput; saving: boolean; onSubmit: (value: Output) => void }) {
  const id = useId();
  const { control, handleSubmit, watch, setValue, formState } = useForm<AddressInput, unknown, Output>({
    resolver: zodResolver(addressInput),
    defaultValues: props.initial ?? blank,
  });
  const errors = formState.errors;
  const provinceCode = watch('provinceCode');
  const provinces = useQuery(provincesQuery);
  const wards = useQuery(wardsQuery(provinceCode));

  const text = (name: 'receiverName' | 'phone' | 'street', label: string, placeholder: string, extra = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            id={`${id}-${name}`}
            {...field}
            {...extra}
            placeholder={placeholder}
            style={box}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          />
        )}
      />
    </FormField>
  );

  return (
    <form
      onSubmit={handleSubmit(props.onSubmit)}
      noValidate
      style={{ background: 'var(--app-surface)', borderRadius: 10 }}
      data-testid="address-form"
    >
      {text('receiverName', m.receiverName, m.receiverNamePlaceholder, { autoComplete: 'name', maxLength: 100 })}
      {text('phone', m.phone, m.phonePlaceholder, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      <FormField id={`${id}-province`} label={m.province} error={errors.provinceCode?.message}>
        <Controller
          control={control}
          name="provinceCode"
          render={({ field }) => (
            <SearchSelect
              id={`${id}-province`}
              value={field.value}
              placeholder={m.provincePlaceholder}
              searchLabel={m.provinceSearch}
              title={m.provincePlaceholder}
              invalid={!!errors.provinceCode}
              disabled={!provinces.data}
              options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
              onChange={(code) => {
                if (code !== field.value) setValue('wardCode', '');
                field.onChange(code);
              }}
            />
          )}
        />
      </FormField>
      <FormField id={`${id}-ward`} label={m.ward} error={errors.wardCode?.message}>
        <Controller
          control={control}
          name="wardCode"
          render={({ field }) => (
            <SearchSelect
              id={`${id}-ward`}
              value={field.value}
              searchLabel={m.wardSearch}
              title={m.wardPlaceholder}
              invalid={!!errors.wardCode}
              placeholder={provinceCode ? m.wardPlaceholder : m.wardNeedsProvince}
              disabled={!wards.data}
              options={(wards.data ?? []).map((w) => ({ value: w.code, label: w.name }))}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      {text('street', m.street, m.streetPlaceholder, { autoComplete: 'street-address', maxLength: 300 })}
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <label
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              minHeight: 48,
              padding: '0 16px',
              color: 'var(--app-text)',
            }}
          >
            <input
              type="checkbox"
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              style={{ width: 22, height: 22, margin: 0, accentColor: 'var(--adm-color-primary)' }}
            />
            {m.isDefault}
          </label>
        )}
      />
      <div style={{ padding: 16 }}>
        <Button type="submit" color="primary" size="large" block loading={props.saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * Receiver name, phone, province then ward (searchable pickers), street, default flag. Validated
 * with the shared addressInput schema, so the messages are the API's ('Số điện thoại không hợp lệ',
 * 'Vui lòng nhập tên người nhận', 'Vui lòng nhập địa chỉ').
 */
import { type AddressInput, addressInput } from '@app/shared/contracts/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error.tsx';
import { InputField } from '../../../components/input-field.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { addressMessages as m } from '../../../messages/address.ts';
import { LocationFields } from './location-fields.tsx';

type Output = z.output<typeof addressInput>;
export const blankAddress: AddressInput = {
  receiverName: '',
  phone: '',
  provinceCode: '',
  wardCode: '',
  street: '',
  isDefault: false,
};

export function AddressForm(props: {
  initial?: AddressInput;
  saving: boolean;
  /** The API's refusal, shown above the button. */
  apiError?: string | null;
  onSubmit: (value: Output) => void;
}) {
  const id = useId();
  const { control, handleSubmit, setValue, formState } = useForm<AddressInput, unknown, Output>({
    resolver: zodResolver(addressInput),
    defaultValues: props.initial ?? blankAddress,
  });
  const errors = formState.errors;
  const formRef = useRevealFirstError(`${formState.submitCount}:${props.apiError ?? ''}`);

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(props.onSubmit)}
      noValidate
      style={{ background: 'var(--app-surface)', borderRadius: 10 }}
      data-testid="address-form"
    >
      <InputField
        control={control}
        name="receiverName"
        id={`${id}-name`}
        label={m.receiverName}
        placeholder={m.receiverNamePlaceholder}
        error={errors.receiverName?.message}
        max={100}
        input={{ autoComplete: 'name' }}
      />
      <InputField
        control={control}
        name="phone"
        id={`${id}-phone`}
        label={m.phone}
        placeholder={m.phonePlaceholder}
        error={errors.phone?.message}
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      />
      <LocationFields id={id} control={control} setValue={setValue} errors={errors} />
      <InputField
        control={control}
        name="street"
        id={`${id}-street`}
        label={m.street}
        placeholder={m.streetPlaceholder}
        error={errors.street?.message}
        max={300}
        input={{ autoComplete: 'street-address' }}
      />
      <Controller
        control={control}
        name="isDefault"
        render={({ field: f }) => (
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
              checked={!!f.value}
              onChange={(e) => f.onChange(e.target.checked)}
              style={{ width: 22, height: 22, margin: 0, accentColor: 'var(--app-primary)' }}
            />
            {m.isDefault}
          </label>
        )}
      />
      <div style={{ padding: '0 16px' }}>
        <FormError message={props.apiError} />
      </div>
      <div style={{ padding: 16 }}>
        <Button type="submit" color="primary" size="large" block loading={props.saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

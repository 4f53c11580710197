/**
 * Province then ward, each a searchable picker fed by /Location (2025 units, no districts); provinces
 * are also found by their short and former names (@app/shared/province-aliases).
 * Choosing another province clears the ward; the ward picker waits for a province.
 */
import type { AddressInput } from '@app/shared/contracts/address';
import { provinceAliases } from '@app/shared/province-aliases';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { addressMessages as m } from '../../../messages/address.ts';
import { provincesQuery, wardsQuery } from '../api/location.ts';
import { SearchSelect } from './search-select.tsx';

export function LocationFields<O>(props: {
  id: string;
  control: Control<AddressInput, unknown, O>;
  setValue: UseFormSetValue<AddressInput>;
  errors: FieldErrors<AddressInput>;
}) {
  const { id, control, errors } = props;
  const provinceCode = useWatch({ control, name: 'provinceCode' });
  const provinces = useQuery(provincesQuery);
  const wards = useQuery(wardsQuery(provinceCode));

  return (
    <>
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
              options={(provinces.data ?? []).map((p) => ({
                value: p.code,
                label: p.name,
                ...provinceAliases[p.code],
              }))}
              onChange={(code) => {
                if (code !== field.value) props.setValue('wardCode', '');
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
    </>
  );
}

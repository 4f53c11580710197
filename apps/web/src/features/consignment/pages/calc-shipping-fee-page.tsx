/**
 * /orderShipping/calcShippingFee (public, decision 0063): VN warehouse, normal or fast, weight and size
 * → actual, volumetric and chargeable weight and each fee line with its rule. Works signed out: it
 * calls POST /OrderShipping/CalcShippingFee without a token.
 */
import { type CalcShippingFeeInput, calcShippingFeeInput } from '@app/shared/contracts/consignment';
import { formatVnd } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Controller, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { FeeLines } from '../../../components/fee-lines.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { destinationsQuery, useCalcShippingFee } from '../api/consignment.ts';
import { useShippingHints } from '../components/shipping-hints.ts';

type Output = z.output<typeof calcShippingFeeInput>;

export function Component() {
  const warehouses = useQuery(destinationsQuery);
  const calc = useCalcShippingFee();
  const hints = useShippingHints();
  const { control, handleSubmit, formState } = useForm<CalcShippingFeeInput, unknown, Output>({
    resolver: zodResolver(calcShippingFeeInput),
    values: warehouses.data
      ? ({ vnWarehouseId: warehouses.data[0]?.id, shippingType: 'normal' } as CalcShippingFeeInput)
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  if (warehouses.isError)
    return <LoadError title={m.calcLoadFailed} error={warehouses.error} onRetry={() => void warehouses.refetch()} />;
  if (!warehouses.data) return <Loading />;
  const errors = formState.errors;
  // Typed as people say them: kilograms and centimetres with a decimal comma (`2,5`, `40,5`); the
  // contract counts whole grams and centimetres, so the values are rounded (decision 0095).
  const number = (name: Path<CalcShippingFeeInput>, label: string, scale = 1) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={`calc-${name}`} label={label} error={errors[name as keyof typeof errors]?.message as string}>
          <NumberInput
            id={`calc-${name}`}
            value={field.value as number | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            scale={scale}
            round
          />
        </FormField>
      )}
    />
  );
  const r = calc.data;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="calc-page">
      <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.calcIntro}</p>
      <form onSubmit={handleSubmit((input) => calc.mutate(input))} noValidate style={{ display: 'grid', gap: 12 }}>
        <Controller
          control={control}
          name="vnWarehouseId"
          render={({ field }) => (
            <Section title={m.warehouseTitle} field error={errors.vnWarehouseId?.message}>
              {warehouses.data.map((w) => (
                <ChoiceRow
                  key={w.id}
                  type="radio"
                  name="vnWarehouseId"
                  checked={field.value === w.id}
                  onChange={() => field.onChange(w.id)}
                  title={w.name}
                />
              ))}
            </Section>
          )}
        />
        <Controller
          control={control}
          name="shippingType"
          render={({ field }) => (
            <Section title={m.shippingTitle} field error={errors.shippingType?.message}>
              {(['normal', 'fast'] as const).map((t) => (
                <ChoiceRow
                  key={t}
                  type="radio"
                  name="shippingType"
                  checked={field.value === t}
                  onChange={() => field.onChange(t)}
                  title={m.shipping[t]}
                  detail={hints[t]}
                  testId={`calc-${t}`}
                />
              ))}
            </Section>
          )}
        />
        <Section title={m.sizeTitle}>
          {number('weightGrams', m.weightKg, 1000)}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, alignItems: 'end' }}>
            {number('lengthCm', m.length)}
            {number('widthCm', m.width)}
            {number('heightCm', m.height)}
          </div>
        </Section>
        <FormError message={calc.isError ? errorText(calc.error) : ''} />
        <Button type="submit" color="primary" size="large" block loading={calc.isPending} data-testid="calc-submit">
          {m.calcSubmit}
        </Button>
      </form>
      {r && (
        <Section title={m.resultTitle} testId="calc-result">
          <dl style={{ margin: 0, display: 'grid', gap: 4, fontSize: 15 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <dt>{m.actual}</dt>
              <dd style={{ margin: 0 }}>{formatKg10(r.actualKg10)}</dd>
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <dt>{m.volumetric}</dt>
              <dd style={{ margin: 0 }}>{formatKg10(r.volumetricKg10)}</dd>
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
              <dt>{m.chargeable}</dt>
              <dd style={{ margin: 0 }} data-testid="calc-chargeable">
                {formatKg10(r.chargeableKg10)}
              </dd>
            </div>
          </dl>
          <p style={{ margin: '6px 0', color: 'var(--app-text-muted)', fontSize: 13 }}>{r.weightRule}</p>
          <FeeLines lines={r.fees} />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              fontWeight: 700,
              borderTop: '1px solid var(--adm-color-border)',
              paddingTop: 6,
            }}
          >
            <span>{m.estimate}</span>
            <span style={{ color: 'var(--app-danger)' }} data-testid="calc-total">
              {formatVnd(r.totalVnd)}
            </span>
          </div>
          <ul style={{ margin: '8px 0 0', paddingLeft: 18, color: 'var(--app-text-muted)', fontSize: 13 }}>
            {r.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

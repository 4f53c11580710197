/**
 * Amount to recharge: typed with vi-VN thousands separators as you type ("500.000"), or picked
 * from quick amounts; validated with the shared rechargeInput (min 10.000 ₫, max 500.000.000 ₫).
 */
import { rechargeInput } from '@app/shared/contracts/wallet';
import { formatNumber } from '@app/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd-mobile';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { walletMessages as m } from '../../../messages/wallet.ts';

type Values = z.input<typeof rechargeInput>;
const quick = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];

/** "1.250.000" or "1250000" → 1250000; empty or no digits → undefined. */
function digits(text: string): number | undefined {
  const d = text.replace(/\D/g, '').slice(0, 12);
  return d ? Number(d) : undefined;
}

export function RechargeForm(props: {
  initialAmount?: number;
  saving: boolean;
  onSubmit: (amountVnd: number) => void;
}) {
  const id = useId();
  const { control, handleSubmit, formState, setValue, watch } = useForm<Values>({
    resolver: zodResolver(rechargeInput),
    defaultValues: { amountVnd: props.initialAmount },
  });
  const error = formState.errors.amountVnd?.message;
  const formRef = useRevealFirstError(formState.submitCount);
  const current = watch('amountVnd');

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit((v) => props.onSubmit(v.amountVnd))}
      noValidate
      className="card"
      style={{ display: 'grid', gap: 12 }}
      data-testid="recharge-form"
    >
      <div style={{ display: 'grid', gap: 6 }} data-form-field="" data-invalid={error ? '' : undefined}>
        <label htmlFor={id} style={{ fontWeight: 600 }}>
          {m.amount}
        </label>
        <Controller
          control={control}
          name="amountVnd"
          render={({ field }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              placeholder={m.amountPlaceholder}
              value={field.value === undefined ? '' : formatNumber(field.value)}
              onChange={(t) => field.onChange(digits(t))}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help`}
              style={{
                border: '1px solid var(--adm-color-border)',
                borderRadius: 8,
                padding: '10px 12px',
                '--font-size': '20px',
              }}
            />
          )}
        />
        <div
          id={`${id}-help`}
          role={error ? 'alert' : undefined}
          data-form-error={error ? '' : undefined}
          style={{ fontSize: 14, color: error ? 'var(--app-danger)' : 'var(--app-text-muted)' }}
        >
          {error ?? m.amountHint}
        </div>
      </div>
      {/* A fieldset is at least as wide as its content by default: on a 360 px phone the quick
          amounts then pushed the whole form out of its card. */}
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 14, color: 'var(--app-text-muted)', marginBottom: 6 }}>{m.quickAmounts}</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
          {quick.map((q) => (
            <Button
              key={q}
              size="middle"
              color={current === q ? 'primary' : 'default'}
              fill={current === q ? 'solid' : 'outline'}
              aria-pressed={current === q}
              onClick={() => setValue('amountVnd', q, { shouldValidate: true })}
              style={{ minHeight: 44, paddingInline: 4 }}
            >
              {formatNumber(q)}
            </Button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" color="primary" size="large" block loading={props.saving} data-testid="recharge-submit">
        {m.submit}
      </Button>
    </form>
  );
}

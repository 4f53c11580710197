/**
 * The consignment form (decision 0061): VN warehouse, where the seller sends the parcels (the China
 * address, decision 0092), normal or fast shipping, the receiver from the
 * address book, crate and insurance, and the declared parcels; "Tạo đơn ký gửi" posts POST
 * /OrderShipping (validated with the shared createConsignmentInput) with one Idempotency-Key per
 * filled form, and opens the new order.
 */
import type { Address } from '@app/shared/contracts/address';
import { type CreateConsignmentInput, createConsignmentInput } from '@app/shared/contracts/consignment';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useTariffHints } from '../../../lib/public-tariff.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { useCreateConsignment } from '../api/consignment.ts';
import { DeclaredParcelRows, emptyParcel } from './declared-parcel-rows.tsx';
import { SendToPreview } from './send-to-preview.tsx';
import { useShippingHints } from './shipping-hints.ts';

type Output = z.output<typeof createConsignmentInput>;

export function ConsignmentCreateForm(props: {
  addresses: Address[];
  warehouses: { id: number; name: string }[];
  addressId: number | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateConsignment();
  const [key] = useState(newIdempotencyKey);
  const hints = { ...useShippingHints(), insurance: useTariffHints().consignmentInsurance };
  const { control, handleSubmit, formState } = useForm<CreateConsignmentInput, unknown, Output>({
    resolver: zodResolver(createConsignmentInput),
    defaultValues: {
      vnWarehouseId: props.warehouses[0]?.id,
      shippingType: 'normal',
      addressId: props.addressId,
      options: { woodenCrate: false, insurance: false },
      parcels: [emptyParcel()],
    },
  });
  const errors = formState.errors;
  const vnWarehouseId = useWatch({ control, name: 'vnWarehouseId' });
  const apiError = create.isError ? errorText(create.error) : '';
  const formRef = useRevealFirstError(`${formState.submitCount}:${apiError}`);
  const returnTo = encodeURIComponent(location.pathname);

  const submit = handleSubmit((input) =>
    create.mutate(
      { input, key },
      {
        onSuccess: (order) => {
          Toast.show({ icon: 'success', content: m.created });
          navigate(`/orderShipping/${order.id}`, { replace: true });
        },
      },
    ),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="page" data-testid="consignment-create-form">
      <Controller
        control={control}
        name="vnWarehouseId"
        render={({ field }) => (
          <Section title={m.warehouseTitle} field error={errors.vnWarehouseId?.message}>
            <div role="radiogroup" aria-label={m.warehouseTitle}>
              {props.warehouses.map((w) => (
                <ChoiceRow
                  key={w.id}
                  type="radio"
                  name="vnWarehouseId"
                  checked={field.value === w.id}
                  onChange={() => field.onChange(w.id)}
                  title={w.name}
                />
              ))}
            </div>
          </Section>
        )}
      />
      {vnWarehouseId ? <SendToPreview vnWarehouseId={vnWarehouseId} /> : null}
      <Controller
        control={control}
        name="shippingType"
        render={({ field }) => (
          <Section title={m.shippingTitle} field error={errors.shippingType?.message}>
            <div role="radiogroup" aria-label={m.shippingTitle}>
              {(['normal', 'fast'] as const).map((t) => (
                <ChoiceRow
                  key={t}
                  type="radio"
                  name="shippingType"
                  checked={field.value === t}
                  onChange={() => field.onChange(t)}
                  title={m.shipping[t]}
                  detail={hints[t]}
                  testId={`shipping-${t}`}
                />
              ))}
            </div>
          </Section>
        )}
      />
      <Controller
        control={control}
        name="addressId"
        render={({ field }) => (
          <Section
            title={m.addressTitle}
            field
            error={errors.addressId?.message}
            extra={
              <Link
                to={`/address/create?returnTo=${returnTo}`}
                style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              >
                {m.addAddress}
              </Link>
            }
          >
            <div role="radiogroup" aria-label={m.addressTitle}>
              {props.addresses.length === 0 && (
                <p style={{ margin: '4px 0', color: 'var(--app-text-muted)' }}>{m.noAddress}</p>
              )}
              {props.addresses.map((a) => (
                <ChoiceRow
                  key={a.id}
                  type="radio"
                  name="addressId"
                  checked={field.value === a.id}
                  onChange={() => field.onChange(a.id)}
                  title={`${a.receiverName} · ${a.phone}${a.isDefault ? ` (${m.defaultAddress})` : ''}`}
                  detail={a.fullAddress}
                />
              ))}
            </div>
          </Section>
        )}
      />
      <Controller
        control={control}
        name="options"
        render={({ field }) => {
          const value = { woodenCrate: false, insurance: false, ...field.value };
          return (
            <Section title={m.optionsTitle}>
              <ChoiceRow
                type="checkbox"
                name="woodenCrate"
                checked={value.woodenCrate}
                onChange={(v) => field.onChange({ ...value, woodenCrate: v })}
                title={m.woodenCrate}
                detail={m.woodenCrateHint}
                testId="option-woodenCrate"
              />
              <ChoiceRow
                type="checkbox"
                name="insurance"
                checked={value.insurance}
                onChange={(v) => field.onChange({ ...value, insurance: v })}
                title={m.insurance}
                detail={m.insuranceHint(hints.insurance)}
                testId="option-insurance"
              />
            </Section>
          );
        }}
      />
      <Section title={m.parcelsTitle}>
        <DeclaredParcelRows control={control} errors={errors} idPrefix="create" />
      </Section>
      <FormError message={apiError} />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={create.isPending}
        data-testid="consignment-submit"
      >
        {m.submit}
      </Button>
    </form>
  );
}

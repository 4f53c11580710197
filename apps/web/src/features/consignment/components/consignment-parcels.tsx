/**
 * The parcels of a consignment order: each as a parcel card (measures, fees, journey) with what was
 * declared, a "Xóa mã" button while it is still expected, and while the order is `created` a form
 * adding more codes.
 */
import {
  addDeclaredParcelsInput,
  type ConsignmentOrder,
  type DeclaredParcelInput,
} from '@app/shared/contracts/consignment';
import { formatVnd } from '@app/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error.tsx';
import { ParcelCard } from '../../../components/parcel-card.tsx';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { useAddParcels, useRemoveParcel } from '../api/consignment.ts';
import { DeclaredParcelRows, emptyParcel } from './declared-parcel-rows.tsx';

type AddInput = { parcels: DeclaredParcelInput[] };

function AddCodesForm({ orderId }: { orderId: number }) {
  const add = useAddParcels(orderId);
  const { control, handleSubmit, formState, reset } = useForm<
    AddInput,
    unknown,
    z.output<typeof addDeclaredParcelsInput>
  >({
    resolver: zodResolver(addDeclaredParcelsInput),
    defaultValues: { parcels: [emptyParcel()] },
  });
  const submit = handleSubmit((input) =>
    add.mutate(input.parcels, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: m.added });
        reset({ parcels: [emptyParcel()] });
      },
    }),
  );
  return (
    <Section title={m.addCodesTitle} testId="add-codes">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 8 }}>
        <DeclaredParcelRows control={control} errors={formState.errors} idPrefix="add" />
        <FormError message={add.isError ? errorText(add.error) : ''} />
        <Button type="submit" color="primary" block loading={add.isPending} data-testid="add-codes-submit">
          {m.addCodes}
        </Button>
      </form>
    </Section>
  );
}

export function ConsignmentParcels({ order: o }: { order: ConsignmentOrder }) {
  const remove = useRemoveParcel(o.id);
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '4px 0 -4px' }}>{m.parcelsOfOrder(o.parcels.length)}</h2>
      {o.parcels.map((p) => (
        <div key={p.id} style={{ display: 'grid', gap: 4 }} data-testid="consignment-parcel">
          <ParcelCard parcel={p} showOrder={false} />
          {p.declaration && (
            <div style={{ fontSize: 13, color: 'var(--app-text-muted)', padding: '0 16px' }}>
              {p.declaration.description} ·{' '}
              {m.declared(p.declaration.quantity, formatVnd(p.declaration.declaredValueVnd))}
            </div>
          )}
          {p.canRemove && (
            <Button
              size="small"
              fill="none"
              color="danger"
              loading={remove.isPending && remove.variables === p.id}
              data-testid="remove-code"
              onClick={async () => {
                if (!(await Dialog.confirm({ content: m.removeConfirm(p.trackingCode) }))) return;
                remove.mutate(p.id, {
                  onSuccess: () => Toast.show({ icon: 'success', content: m.removed }),
                  onError: (e) => Toast.show({ content: errorText(e) }),
                });
              }}
            >
              {m.remove}
            </Button>
          )}
        </div>
      ))}
      {o.canEditParcels && <AddCodesForm orderId={o.id} />}
    </>
  );
}

/**
 * The order form: receiver, VN warehouse, options and the live fee preview; "Đặt hàng" posts
 * POST /OrderOrdering (validated with the shared createPurchaseOrderInput) and opens the new order,
 * or the order list when several shops made several orders.
 */
import type { Address, Warehouse } from '@app/shared/contracts/address';
import type { Cart } from '@app/shared/contracts/cart';
import { type CreatePurchaseOrderInput, createPurchaseOrderInput } from '@app/shared/contracts/purchase-order';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { errorText } from '../../../lib/api-client.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { useCreateOrders } from '../api/orders.ts';
import { AddressChoice } from './address-choice.tsx';
import { OptionsChoice, ShippingBasisChoice, WarehouseChoice } from './checkout-options.tsx';
import { FeePreview } from './fee-preview.tsx';

type Output = z.output<typeof createPurchaseOrderInput>;
const noOptions = { counting: false, woodenCrate: false, insurance: false };

export function OrderCreateForm(props: {
  shops: Cart['shops'];
  exchangeRate: number | null;
  addresses: Address[];
  warehouses: Warehouse[];
  addressId: number | undefined;
}) {
  const { shops, exchangeRate, addresses } = props;
  const navigate = useNavigate();
  const create = useCreateOrders();
  const vn = props.warehouses.filter((w) => w.country === 'VN');
  const { control, handleSubmit, watch, formState } = useForm<CreatePurchaseOrderInput, unknown, Output>({
    resolver: zodResolver(createPurchaseOrderInput),
    defaultValues: {
      cartItemIds: shops.flatMap((s) => s.items.map((i) => i.id)),
      addressId: props.addressId,
      vnWarehouseId: vn[0]?.id,
      options: noOptions,
    },
  });
  const errors = formState.errors;
  const options = watch('options') ?? noOptions;
  const apiError = create.isError ? errorText(create.error) : '';
  // "Đặt hàng" at the bottom, the address at the top: show the customer what stopped the order.
  const formRef = useRevealFirstError(`${formState.submitCount}:${apiError}`);

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (orders) => {
        Toast.show({ icon: 'success', content: m.created(orders.length) });
        const first = orders[0];
        navigate(orders.length === 1 && first ? `/orderOrdering/${first.id}` : '/orderOrdering', { replace: true });
      },
    }),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="page" data-testid="order-create-form">
      <Controller
        control={control}
        name="addressId"
        render={({ field }) => (
          <AddressChoice
            addresses={addresses}
            value={field.value}
            onChange={field.onChange}
            error={errors.addressId?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="vnWarehouseId"
        render={({ field }) => (
          <WarehouseChoice
            warehouses={vn}
            value={field.value}
            onChange={field.onChange}
            error={errors.vnWarehouseId?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="options"
        render={({ field }) => (
          <>
            <OptionsChoice value={{ ...noOptions, ...field.value }} onChange={field.onChange} />
            <ShippingBasisChoice value={{ ...noOptions, ...field.value }} onChange={field.onChange} />
          </>
        )}
      />
      {exchangeRate ? (
        <FeePreview shops={shops} exchangeRate={exchangeRate} options={{ ...noOptions, ...options }} />
      ) : (
        <p role="alert" style={{ color: 'var(--app-danger)', margin: 0 }}>
          {m.noRate}
        </p>
      )}
      <FormError message={apiError || errors.cartItemIds?.message} />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={create.isPending}
        disabled={!exchangeRate}
        data-testid="order-submit"
      >
        {m.submit}
      </Button>
    </form>
  );
}

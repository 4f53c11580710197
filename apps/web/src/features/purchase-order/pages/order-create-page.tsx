/**
 * /orderOrdering/create?items=1,2,3[&addressId=7]: the chosen cart lines (grouped per shop, one
 * order each), receiver, VN warehouse, options, fee preview, and "Đặt hàng".
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { checkoutAddressesQuery, checkoutCartQuery, warehousesQuery } from '../api/checkout.ts';
import { OrderCreateForm } from '../components/order-create-form.tsx';

export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cart = useQuery(checkoutCartQuery);
  const addresses = useQuery(checkoutAddressesQuery);
  const warehouses = useQuery(warehousesQuery);
  const ids = new Set(
    (search.get('items') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
  const wanted = Number(search.get('addressId')) || undefined;

  const failed = [cart, addresses, warehouses].find((q) => q.isError);
  if (failed) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={errorText(failed.error)}
        action={
          <Button onClick={() => void [cart, addresses, warehouses].map((q) => q.refetch())}>
            {commonMessages.retry}
          </Button>
        }
      />
    );
  }
  // Coming back from /address/create: wait for the refetched list that holds the new address.
  const waitingForNew = wanted && addresses.isFetching && !addresses.data?.some((a) => a.id === wanted);
  if (!cart.data || !addresses.data || !warehouses.data || waitingForNew) {
    return <Loading />;
  }
  const shops = cart.data.shops
    .map((s) => ({ ...s, items: s.items.filter((i) => ids.has(i.id)) }))
    .filter((s) => s.items.length > 0);
  if (shops.length === 0) {
    const action = (
      <Button color="primary" onClick={() => navigate('/shoppingCart')}>
        {m.backToCart}
      </Button>
    );
    return <EmptyState title={m.noItemsTitle} description={m.noItemsDescription} action={action} />;
  }
  const list = addresses.data;
  const addressId = (list.find((a) => a.id === wanted) ?? list.find((a) => a.isDefault) ?? list[0])?.id;
  return (
    <OrderCreateForm
      shops={shops}
      exchangeRate={cart.data.exchangeRate}
      addresses={list}
      warehouses={warehouses.data}
      addressId={addressId}
    />
  );
}

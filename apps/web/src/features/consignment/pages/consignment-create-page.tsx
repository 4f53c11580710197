/** /orderShipping/create[?addressId=7]: the consignment form, with the address book and the VN warehouses. */
import { addressEndpoints } from '@app/shared/contracts/address.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { destinationsQuery } from '../api/consignment.ts';
import { ConsignmentCreateForm } from '../components/consignment-create-form.tsx';

const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => call(addressEndpoints.list, { signal }),
});

export function Component() {
  const [search] = useSearchParams();
  const addresses = useQuery(addressesQuery);
  const warehouses = useQuery(destinationsQuery);
  const failed = [addresses, warehouses].find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        title={m.loadFailed}
        error={failed.error}
        onRetry={() => void [addresses, warehouses].map((q) => q.refetch())}
      />
    );
  }
  const wanted = Number(search.get('addressId')) || undefined;
  const waitingForNew = wanted && addresses.isFetching && !addresses.data?.some((a) => a.id === wanted);
  if (!addresses.data || !warehouses.data || waitingForNew) return <Loading />;
  const list = addresses.data;
  const addressId = (list.find((a) => a.id === wanted) ?? list.find((a) => a.isDefault) ?? list[0])?.id;
  return <ConsignmentCreateForm addresses={list} warehouses={warehouses.data} addressId={addressId} />;
}

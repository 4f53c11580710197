/**
 * /delivery/create[?addressId=…]: parcels waiting at a VN warehouse (all preselected), address,
 * method, note, and the payment of what is still owed on their orders (DESIGN.md §3.6).
 */
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { addressesQuery, availableQuery, deliveryKeys } from '../api/delivery.ts';
import { DeliveryForm } from '../components/delivery-form.tsx';

export function Component() {
  const live = useQuery({ ...availableQuery, refetchOnWindowFocus: true });
  // While the request is being made, its parcels leave the list (the live socket refetches it before
  // the answer arrives): the form stays as it was until it moves on to the new request.
  const creating = useIsMutating({ mutationKey: deliveryKeys.create }) > 0;
  const kept = useRef(live.data);
  if (!creating) kept.current = live.data;
  const available = { ...live, data: creating ? kept.current : live.data };
  const addresses = useQuery(addressesQuery);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wanted = Number(search.get('addressId')) || undefined;

  const failed = [available, addresses].find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        title={m.loadFailed}
        error={failed.error}
        onRetry={() => void [available, addresses].map((q) => q.refetch())}
      />
    );
  }
  const waitingForNew = wanted && addresses.isFetching && !addresses.data?.some((a) => a.id === wanted);
  if (!available.data || !addresses.data || waitingForNew) return <Loading />;
  if (available.data.warehouses.length === 0) {
    const { inRequestCount: inRequest, unweighedCount: unweighed } = available.data;
    const hints: string[] = [m.nothingText];
    if (inRequest > 0) hints.push(m.inRequest(inRequest));
    if (unweighed > 0) hints.push(m.unweighed(unweighed));
    return (
      <EmptyState
        title={m.nothingTitle}
        description={hints.join(' ')}
        action={<Button onClick={() => navigate('/delivery')}>{m.viewRequests}</Button>}
      />
    );
  }
  return <DeliveryForm available={available.data} addresses={addresses.data} addressId={wanted} />;
}

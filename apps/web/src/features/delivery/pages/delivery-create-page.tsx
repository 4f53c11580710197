/**
 * /delivery/create[?addressId=…]: parcels waiting at a VN warehouse (all preselected), address,
 * method, note, and the payment of what is still owed on their orders (DESIGN.md §3.6).
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { addressesQuery, availableQuery } from '../api/delivery.ts';
import { DeliveryForm } from '../components/delivery-form.tsx';

export function Component() {
  const available = useQuery({ ...availableQuery, refetchOnWindowFocus: true });
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

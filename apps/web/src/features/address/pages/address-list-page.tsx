/** /address: the customer's receivers, default first, and the way to add one. */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { addressMessages as m } from '../../../messages/address.ts';
import { addressesQuery } from '../api/address.ts';
import { AddressCard } from '../components/address-card.tsx';

export function Component() {
  const list = useQuery(addressesQuery);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const add = () => navigate(`/address/create${search.size ? `?${search}` : ''}`);
  const addButton = (
    <Button color="primary" size="large" block onClick={add}>
      <AddOutline /> {m.add}
    </Button>
  );

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return <EmptyState title={m.listEmptyTitle} description={m.listEmptyDescription} action={addButton} />;
  }
  const sorted = [...list.data].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <div className="page">
      {sorted.map((a) => (
        <AddressCard key={a.id} address={a} />
      ))}
      {addButton}
    </div>
  );
}

/** /address: the customer's receivers, default first, and the way to add one. */
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { addressMessages as m } from '../../../messages/address.ts';
import { commonMessages } from '../../../messages/common.ts';
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

  if (list.isPending) {
    return (
      <div role="status" style={{ padding: 24, textAlign: 'center' }}>
        {commonMessages.loading} <DotLoading />
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={errorText(list.error)}
        action={<Button onClick={() => void list.refetch()}>{commonMessages.retry}</Button>}
      />
    );
  }
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

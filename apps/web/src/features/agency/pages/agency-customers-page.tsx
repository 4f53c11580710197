/**
 * /agency/customer: the agent's customers, newest link first (masked phones and e-mails, never
 * balances), a search by name, phone or e-mail, and "Thêm khách hàng" (the customer is mailed a
 * set-password link to /auth/setPassword).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { agencyMessages as m } from '../../../messages/agency.ts';
import { agencyCustomersQuery } from '../api/agency.ts';
import { AgentGate } from '../components/agent-gate.tsx';
import { CustomerForm } from '../components/customer-form.tsx';
import { CustomerRow } from '../components/customer-row.tsx';

function Customers() {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim().slice(0, 100));
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useInfiniteQuery(agencyCustomersQuery(query));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page" style={{ gap: 12 }} data-testid="agency-customers-page">
      {notice && (
        <p className="form-notice" role="status" data-testid="agency-customer-notice">
          {notice}
        </p>
      )}
      {adding ? (
        <CustomerForm
          onClose={() => setAdding(false)}
          onCreated={(email) => {
            setAdding(false);
            setNotice(m.customerCreated(email));
          }}
        />
      ) : (
        <Button
          color="primary"
          block
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
          data-testid="agency-add-customer"
        >
          {m.addCustomer}
        </Button>
      )}
      <SearchBar placeholder={m.search} value={q} onChange={setQ} maxLength={100} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={query ? m.noMatch : m.customersEmpty}
          description={query ? undefined : m.customersEmptyBody}
        />
      ) : (
        <>
          {items.map((c) => (
            <CustomerRow key={c.id} customer={c} />
          ))}
          {list.hasNextPage && (
            <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {m.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export function Component() {
  return (
    <AgentGate>
      <Customers />
    </AgentGate>
  );
}

/**
 * /agency/orderPob: the pay-on-behalf orders of the agent's customers, newest first, and "Tạo đơn
 * cho khách": pick a customer, the lines and a quote (components/pob-order-form.tsx) → POST
 * /Agency/OrderPob; the order is the customer's, "Chờ khách xác nhận" until they confirm it in the
 * app, which debits their wallet (decision 0118). Refreshed by the live connection.
 */
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PobOrderForm } from '../../../components/pob-order-form.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { agencyMessages as m } from '../../../messages/agency.ts';
import { pobMessages } from '../../../messages/pay-on-behalf.ts';
import { agencyOrdersQuery, customerChoicesQuery, useCreateCustomerOrder } from '../api/agency.ts';
import { AgentGate } from '../components/agent-gate.tsx';

function CreateForCustomer({ onDone }: { onDone: () => void }) {
  const id = useId();
  const customers = useQuery(customerChoicesQuery);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const create = useCreateCustomerOrder();
  if (customers.isPending) return <Loading />;
  if (customers.isError)
    return <LoadError title={m.loadFailed} error={customers.error} onRetry={() => void customers.refetch()} />;
  if (customers.data.items.length === 0) return <EmptyState title={m.noCustomers} />;
  return (
    <PobOrderForm
      submitLabel={m.submitForCustomer}
      precheck={() => (customerId ? null : m.pickCustomerRequired)}
      header={
        <section className="card" style={{ padding: '12px 16px' }}>
          <FormField id={`${id}-customer`} label={m.pickCustomer}>
            <select
              id={`${id}-customer`}
              className="field__input"
              data-testid="agency-order-customer"
              value={customerId ?? ''}
              onChange={(e) => setCustomerId(e.target.value ? Number(e.target.value) : null)}
              style={{ minHeight: 44, width: '100%', maxWidth: '100%' }}
            >
              <option value="">{m.pickCustomerPlaceholder}</option>
              {customers.data.items.map((c) => (
                <option key={c.id} value={c.id}>
                  {m.customerOf(c.fullName, c.phoneMasked)}
                </option>
              ))}
            </select>
          </FormField>
        </section>
      }
      onSubmit={async (input, key) => {
        await create.mutateAsync({ input: { ...input, customerId: customerId! }, key });
        Toast.show({ icon: 'success', content: m.createdForCustomer });
        onDone();
      }}
    />
  );
}

function Orders() {
  const [creating, setCreating] = useState(false);
  const list = useInfiniteQuery({
    ...agencyOrdersQuery,
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page" style={{ gap: 12 }} data-testid="agency-orders-page">
      {creating ? (
        <>
          <CreateForCustomer onDone={() => setCreating(false)} />
          <Button block onClick={() => setCreating(false)}>
            {m.closeForm}
          </Button>
        </>
      ) : (
        <Button color="primary" block size="large" onClick={() => setCreating(true)} data-testid="agency-create-order">
          {m.createForCustomer}
        </Button>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={m.ordersEmpty} />
      ) : (
        <>
          {items.map((o) => (
            <div
              key={o.id}
              className="card"
              data-testid="agency-order"
              data-code={o.code}
              style={{ display: 'grid', gap: 4, padding: '12px 16px' }}
            >
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
                <strong style={{ overflowWrap: 'anywhere' }}>{o.code}</strong>
                <StatusTag machine={payOnBehalfMachine} status={o.status} testId="agency-order-status" />
              </span>
              {o.customer && <span>{m.customerOf(o.customer.fullName, o.customer.phone)}</span>}
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <span>{formatFen(o.totalFen)}</span>
                <strong>{formatVnd(o.totalVnd)}</strong>
              </span>
              <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
                {pobMessages.linesCount(o.lines.length)} · {formatDateTime(o.createdAt)}
              </span>
            </div>
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
      <Orders />
    </AgentGate>
  );
}

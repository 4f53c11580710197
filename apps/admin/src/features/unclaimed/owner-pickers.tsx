/**
 * Who an unclaimed parcel belongs to, as warehouse staff know it: an order found by its code
 * (GET /Admin/OrderOrdering?q=, the code or its beginning, the customer's name or phone), or the
 * customer code written on the parcel (`KH00042`, turned back into the account id by customerIdOf).
 */
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { customerCode, customerIdOf } from '@app/shared/customer-code';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';

const t = messages.warehouse.unclaimed;

/** The search text after the user paused typing for `ms`. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** A select of orders searched by code, customer name or phone; `onChange` gets the order's id. */
export function OrderPicker(props: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const found = useQuery({
    queryKey: ['unclaimed-order-search', q],
    queryFn: ({ signal }) => call(adminPurchaseOrderEndpoints.list, { query: { q, page: 1, pageSize: 10 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options = (q.length >= 2 ? (found.data?.items ?? []) : []).map((o) => ({
    value: o.id,
    label: `${o.code} · ${o.customer ? `${customerCode(o.customer.id)} ${o.customer.fullName}` : ''} · ${purchaseOrderMachine.labels[o.status]}`,
  }));
  return (
    <Select<number>
      aria-label={t.order}
      data-testid="assign-order"
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      placeholder={t.orderPlaceholder}
      value={props.value}
      options={options}
      loading={found.isFetching}
      notFoundContent={q.length < 2 ? t.typeToSearch : found.isFetching ? messages.common.loading : t.noOrder}
      onChange={(id) => props.onChange?.(id ?? undefined)}
    />
  );
}

/** The customer code input (`KH00042`); `onChange` gets the account id, or undefined while not a code. */
export function CustomerCodeInput(props: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [text, setText] = useState(props.value ? customerCode(props.value) : '');
  const invalid = text.trim() !== '' && customerIdOf(text) === null;
  return (
    <Input
      aria-label={t.customer}
      data-testid="assign-customer"
      placeholder="KH00042"
      status={invalid ? 'error' : undefined}
      suffix={invalid ? t.customerInvalid : undefined}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange?.(customerIdOf(e.target.value) ?? undefined);
      }}
    />
  );
}

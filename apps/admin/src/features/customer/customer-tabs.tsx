/**
 * The lists of a customer's page, one per tab, each paged and exportable to CSV: wallet lines
 * (balance after each), purchase orders, recharges (for staff who may see recharges), addresses.
 */
import type { Address } from '@app/shared/contracts/address';
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import type { LedgerEntry, Recharge } from '@app/shared/contracts/wallet';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { ledgerEntryTypeLabels } from '@app/shared/statuses';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';
import { customerLedgerQuery, customerOrdersQuery, customerRechargesQuery, TAB_PAGE_SIZE } from './api.ts';

const t = messages.customer;
const money = (v: number) => formatVnd(v);
const when = (iso: string) => formatDateTime(iso);

interface Page<T> {
  items: T[];
  total: number;
}

/** A paged table of one tab, with its CSV button above it. */
function TabTable<T extends { id: number }>(props: {
  result: UseQueryResult<Page<T>>;
  columns: TableColumnsType<T>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  csv: ReactNode;
  testId: string;
}) {
  const { result } = props;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        {props.csv}
      </Flex>
      {result.isError && <LoadError error={result.error} onRetry={() => result.refetch()} />}
      <Table<T>
        rowKey="id"
        size="small"
        columns={props.columns}
        dataSource={result.data?.items ?? []}
        loading={result.isFetching}
        locale={{ emptyText: props.empty }}
        scroll={{ x: 800 }}
        data-testid={props.testId}
        pagination={{
          current: props.page,
          pageSize: TAB_PAGE_SIZE,
          total: result.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: messages.common.totalRows,
          onChange: props.onPage,
        }}
      />
    </>
  );
}

const ledgerColumns: TableColumnsType<LedgerEntry> = [
  { title: t.entryTime, dataIndex: 'createdAt', render: when },
  { title: t.entryCode, dataIndex: 'code' },
  { title: t.entryType, dataIndex: 'type', render: (type: LedgerEntry['type']) => ledgerEntryTypeLabels[type] },
  { title: t.entryDescription, dataIndex: 'description' },
  {
    title: t.entryAmount,
    dataIndex: 'amountVnd',
    align: 'right',
    render: (v: number) => (
      <Typography.Text type={v < 0 ? 'danger' : 'success'}>{`${v > 0 ? '+' : ''}${money(v)}`}</Typography.Text>
    ),
  },
  { title: t.entryBalance, dataIndex: 'balanceAfterVnd', align: 'right', render: money },
];

export function LedgerTab({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  return (
    <TabTable<LedgerEntry>
      result={useQuery(customerLedgerQuery(customerId, page))}
      columns={ledgerColumns}
      page={page}
      onPage={setPage}
      empty={t.ledgerEmpty}
      testId="customer-ledger"
      csv={
        <CsvButton
          endpoint={customerEndpoints.exportTransactions}
          params={{ id: customerId }}
          fileName={`giao-dich-vi-${customerId}`}
          testId="ledger-csv"
        />
      }
    />
  );
}

const orderColumns: TableColumnsType<PurchaseOrderSummary> = [
  {
    title: messages.order.code,
    dataIndex: 'code',
    render: (code: string, o) => <Link to={`/orderOrdering/${o.id}`}>{code}</Link>,
  },
  { title: messages.order.shop, dataIndex: 'shopName' },
  { title: messages.order.total, dataIndex: 'totalVnd', align: 'right', render: money },
  { title: messages.order.paid, dataIndex: 'paidVnd', align: 'right', render: money },
  {
    title: messages.order.status,
    dataIndex: 'status',
    render: (_, o) => <StatusTag machine={purchaseOrderMachine} status={o.status} />,
  },
  { title: messages.order.createdAt, dataIndex: 'createdAt', render: when },
];

export function OrdersTab({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  return (
    <TabTable<PurchaseOrderSummary>
      result={useQuery(customerOrdersQuery(customerId, page))}
      columns={orderColumns}
      page={page}
      onPage={setPage}
      empty={t.ordersEmpty}
      testId="customer-orders"
      csv={
        <CsvButton
          endpoint={adminPurchaseOrderEndpoints.export}
          query={{ customerId }}
          fileName={`don-mua-ho-${customerId}`}
          testId="orders-csv"
        />
      }
    />
  );
}

const rechargeColumns: TableColumnsType<Recharge> = [
  { title: messages.recharge.code, dataIndex: 'memo' },
  { title: messages.recharge.amount, dataIndex: 'amountVnd', align: 'right', render: money },
  {
    title: messages.recharge.status,
    dataIndex: 'status',
    render: (status: Recharge['status']) => <StatusTag machine={rechargeMachine} status={status} />,
  },
  { title: messages.recharge.createdAt, dataIndex: 'createdAt', render: when },
  {
    title: messages.recharge.decidedAt,
    dataIndex: 'decidedAt',
    render: (iso: string | null) => (iso ? when(iso) : messages.common.none),
  },
];

export function RechargesTab({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  return (
    <TabTable<Recharge>
      result={useQuery(customerRechargesQuery(customerId, page))}
      columns={rechargeColumns}
      page={page}
      onPage={setPage}
      empty={t.rechargesEmpty}
      testId="customer-recharges"
      csv={
        <CsvButton
          endpoint={adminRechargeEndpoints.export}
          query={{ customerId }}
          fileName={`nap-tien-${customerId}`}
          testId="recharges-csv"
        />
      }
    />
  );
}

const addressColumns: TableColumnsType<Address> = [
  {
    title: t.receiver,
    key: 'receiver',
    render: (_, a) => (
      <>
        {a.receiverName} {a.isDefault && <Tag color="green">{t.defaultAddress}</Tag>}
      </>
    ),
  },
  { title: t.phone, dataIndex: 'phone' },
  { title: t.address, dataIndex: 'fullAddress' },
];

export function AddressesTab({ customerId, addresses }: { customerId: number; addresses: Address[] }) {
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <CsvButton
          endpoint={customerEndpoints.exportAddresses}
          params={{ id: customerId }}
          fileName={`dia-chi-${customerId}`}
          testId="addresses-csv"
        />
      </Flex>
      <Table<Address>
        rowKey="id"
        size="small"
        columns={addressColumns}
        dataSource={addresses}
        locale={{ emptyText: t.addressesEmpty }}
        pagination={false}
        data-testid="customer-addresses"
      />
    </>
  );
}

/**
 * 'Đơn mua hộ' page: every customer's purchase orders, newest first as the API sends them,
 * filtered by status (the statuses waiting for this member show how many orders wait there) and the
 * search box (order code, customer phone or name), exportable to CSV by the roles that may take
 * customers' phone numbers home (`export:purchase-order`, decision 0085). Filter, search and page live in
 * the URL (`?status=deposited&q=lan&page=2`).
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Space, Table, Typography } from 'antd';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { NoResults } from '../../components/no-results.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { parseStatusFilter, useListParams } from '../../lib/list-params.ts';
import { useCan } from '../../lib/permissions.ts';
import { staffCountsQuery } from '../../lib/staff-counts.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { ORDER_PAGE_SIZE, type OrderFilter, orderFilterQuery, ordersQuery } from './api.ts';
import { orderColumns } from './order-columns.tsx';

const t = messages.order;

/** Every status, those of the member's queue with how many orders wait there (`Đã về kho VN (5)`). */
function filterOptions(waiting: Map<string, number>): { value: OrderFilter; label: string }[] {
  return [
    { value: 'all', label: t.allStatuses },
    ...purchaseOrderMachine.statuses.map((status) => {
      const label = purchaseOrderMachine.labels[status];
      const n = waiting.get(status);
      return { value: status, label: n ? t.statusWithCount(label, n) : label };
    }),
  ];
}

const parseFilter = (value: string | null): OrderFilter =>
  parseStatusFilter(purchaseOrderMachine.statuses, value, 'all');

export function OrderListPage() {
  useTitle(t.listTitle);
  const canExport = useCan('export:purchase-order');
  const { status, page, q, go } = useListParams(parseFilter, { search: true, omitStatus: 'all' });
  const list = useQuery(ordersQuery(status, page, q));
  const counts = useQuery(staffCountsQuery()).data;
  const waiting = new Map(counts?.ordersAwaitingStaffByStatus.map((s) => [s.status, s.count]));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.listTitle}
        </Typography.Title>
        <Space wrap>
          <SearchBox
            value={q}
            placeholder={messages.search.orders}
            onSearch={(next) => go({ q: next })}
            testId="order-search"
          />
          <Select<OrderFilter>
            aria-label={t.statusFilter}
            style={{ width: 240 }}
            options={filterOptions(waiting)}
            value={status}
            onChange={(next) => go({ status: next })}
            data-testid="order-status-filter"
          />
          {canExport && (
            <CsvButton
              endpoint={adminPurchaseOrderEndpoints.export}
              query={orderFilterQuery(status, q)}
              fileName="don-mua-ho"
            />
          )}
        </Space>
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<PurchaseOrderSummary>
        rowKey="id"
        size="middle"
        columns={orderColumns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: q ? (
            <NoResults
              q={q}
              status={status === 'all' ? undefined : purchaseOrderMachine.labels[status]}
              onAllStatuses={() => go({ status: 'all' })}
            />
          ) : (
            t.empty
          ),
        }}
        scroll={{ x: 1100 }}
        onRow={(order) => ({ 'data-testid': 'order-row', 'data-code': order.code }) as object}
        pagination={{
          current: page,
          pageSize: ORDER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

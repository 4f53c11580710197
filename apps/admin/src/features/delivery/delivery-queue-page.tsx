/**
 * 'Giao hàng' (/delivery): the queue of delivery requests by VN warehouse (tabs with the open and
 * overdue counts), oldest first; requests waiting more than 24 h are highlighted. The status filter
 * shows the open queue (requested and processing) by default. Refreshes itself every 15 s. A
 * Vietnam warehouse member sees the tabs and requests of its own warehouses (decision 0103).
 */
import type { AdminDeliverySummary } from '@app/shared/contracts/delivery';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NoWarehouse } from '../../components/no-warehouse.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Weights } from '../../components/weights.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { PAGE_SIZE, queueQuery } from './api.ts';

const t = messages.delivery;

export function DeliveryQueuePage() {
  useTitle(t.queueTitle);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const warehouseId = Number(params.get('warehouseId')) || 'all';
  const raw = params.get('status');
  const status = raw && deliveryMachine.statuses.includes(raw as AdminDeliverySummary['status']) ? raw : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(queueQuery({ warehouseId, status, page }));
  const set = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), page: '1', ...next }, { replace: true });
  const houses = list.data?.warehouses ?? [];

  if (list.data && houses.length === 0) return <NoWarehouse />;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.queueTitle}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/delivery/create')} data-testid="delivery-create">
          {t.create}
        </Button>
      </Flex>
      <Tabs
        activeKey={String(warehouseId)}
        onChange={(k) => set({ warehouseId: k === 'all' ? '' : k })}
        items={[
          { key: 'all', label: t.allWarehouses },
          ...houses.map((w) => ({
            key: String(w.id),
            label: (
              <span data-testid={`delivery-tab-${w.id}`}>{t.warehouseTab(w.name, w.openCount, w.overdueCount)}</span>
            ),
          })),
        ]}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 220 }}
          value={status}
          onChange={(v) => set({ status: v === 'open' ? '' : v })}
          options={[
            { value: 'open', label: t.openQueue },
            ...deliveryMachine.statuses.map((s) => ({ value: s, label: deliveryMachine.labels[s] })),
          ]}
          data-testid="delivery-status-filter"
        />
        <Typography.Text type="secondary">{t.overdueHint}</Typography.Text>
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<AdminDeliverySummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1000 }}
        onRow={(r) =>
          ({
            'data-testid': 'delivery-row',
            'data-overdue': r.overdue ? 'true' : 'false',
            style: r.overdue ? { background: '#fff1f0' } : undefined,
          }) as object
        }
        columns={[
          {
            title: t.code,
            dataIndex: 'code',
            render: (code: string, r) => (
              <Flex gap={6} align="center" wrap>
                <Link to={`/delivery/${r.id}`}>{code}</Link>
                {r.overdue && (
                  <Tag color="red" data-testid="delivery-overdue">
                    {t.overdue}
                  </Tag>
                )}
              </Flex>
            ),
          },
          {
            title: t.status,
            dataIndex: 'status',
            render: (s: AdminDeliverySummary['status']) => <StatusTag machine={deliveryMachine} status={s} />,
          },
          {
            title: t.customer,
            render: (_, r) => (
              <span>
                {r.customer.fullName}
                <br />
                <Typography.Text type="secondary">
                  {r.customer.code} · {r.customer.phone}
                </Typography.Text>
              </span>
            ),
          },
          { title: t.warehouse, render: (_, r) => r.warehouse.name },
          { title: t.method, render: (_, r) => t.methods[r.method] },
          { title: t.parcels, dataIndex: 'parcelCount', align: 'right' },
          {
            title: t.weight,
            key: 'weight',
            align: 'right',
            render: (_, r) => <Weights grams={r.weightGrams} kg10={r.chargeableKg10} />,
          },
          { title: t.paid, dataIndex: 'paidVnd', align: 'right', render: (v: number) => formatVnd(v) },
          { title: t.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        ]}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => setParams({ ...Object.fromEntries(params), page: String(next) }),
        }}
      />
    </>
  );
}

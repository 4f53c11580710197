/**
 * 'Bao hàng' (/bag): bags by warehouse and status, newest first, and opening a new bag from a China
 * warehouse to a Vietnam warehouse. Filters and page live in the URL. A member picks among its own
 * warehouses (decision 0103): bags leave only from those, to any Vietnam warehouse.
 */
import type { BagSummary } from '@app/shared/contracts/bag';
import { bagMachine } from '@app/shared/machines/parcel';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Form, Select, Table, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NoWarehouse } from '../../components/no-warehouse.tsx';
import { nowrapCell } from '../../components/nowrap.ts';
import { StatusTag } from '../../components/status-tag.tsx';
import { errorText } from '../../lib/api-client.ts';
import { myWarehousesQuery } from '../../lib/my-warehouses.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { BAG_PAGE_SIZE, bagsQuery, useCreateBag, warehousesQuery } from './api.ts';

const t = messages.warehouse.bag;

export function BagListPage() {
  useTitle(t.listTitle);
  const [params, setParams] = useSearchParams();
  const warehouseId = Number(params.get('warehouseId')) || 'all';
  const status = bagMachine.statuses.includes(params.get('status') as BagSummary['status'])
    ? params.get('status')!
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const houses = useQuery(warehousesQuery());
  const mine = useQuery(myWarehousesQuery());
  const list = useQuery(bagsQuery({ warehouseId, status, page }));
  const create = useCreateBag();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const cn = mine.data?.filter((w) => w.country === 'CN') ?? [];
  const vn = houses.data?.filter((w) => w.country === 'VN') ?? [];
  const set = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), page: '1', ...next }, { replace: true });

  if (mine.data?.length === 0) return <NoWarehouse />;
  return (
    <>
      <Typography.Title level={2}>{t.listTitle}</Typography.Title>
      {cn.length > 0 && (
        <Form
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          onFinish={async (v: { fromWarehouseId: number; toWarehouseId: number }) => {
            try {
              const bag = await create.mutateAsync(v);
              message.success(t.created);
              navigate(`/bag/${bag.id}`);
            } catch (err) {
              message.error(errorText(err));
            }
          }}
          initialValues={{ fromWarehouseId: cn[0]?.id, toWarehouseId: vn[0]?.id }}
          key={`${cn[0]?.id}-${vn[0]?.id}`}
        >
          <Form.Item name="fromWarehouseId" label={t.from} rules={[{ required: true }]}>
            <Select style={{ width: 180 }} options={cn.map((w) => ({ value: w.id, label: w.name }))} />
          </Form.Item>
          <Form.Item name="toWarehouseId" label={t.to} rules={[{ required: true }]}>
            <Select
              style={{ width: 180 }}
              options={vn.map((w) => ({ value: w.id, label: w.name }))}
              data-testid="bag-to"
            />
          </Form.Item>
          {/* Enabled once the warehouses are there: the form's defaults come from them (a click before
            would only meet "required" errors). */}
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            disabled={!cn[0] || !vn[0]}
            data-testid="bag-create"
          >
            {t.create}
          </Button>
        </Form>
      )}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 200 }}
          value={warehouseId}
          onChange={(v) => set({ warehouseId: v === 'all' ? '' : String(v) })}
          options={[
            { value: 'all', label: t.allWarehouses },
            ...(mine.data ?? []).map((w) => ({ value: w.id, label: w.name })),
          ]}
        />
        <Select
          style={{ width: 200 }}
          value={status}
          onChange={(v) => set({ status: v === 'all' ? '' : v })}
          options={[
            { value: 'all', label: t.allStatuses },
            ...bagMachine.statuses.map((s) => ({ value: s, label: bagMachine.labels[s] })),
          ]}
        />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<BagSummary>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 'max-content' }}
        onRow={() => ({ 'data-testid': 'bag-row' }) as object}
        columns={[
          {
            title: t.code,
            dataIndex: 'code',
            onCell: nowrapCell,
            render: (code: string, b) => <Link to={`/bag/${b.id}`}>{code}</Link>,
          },
          {
            title: t.status,
            dataIndex: 'status',
            onHeaderCell: nowrapCell,
            onCell: nowrapCell,
            render: (s: BagSummary['status']) => <StatusTag machine={bagMachine} status={s} />,
          },
          { title: t.from, render: (_, b) => b.from.name },
          { title: t.to, render: (_, b) => b.to.name },
          { title: t.parcels, dataIndex: 'parcelCount', align: 'right' },
          { title: t.arrived, dataIndex: 'arrivedCount', align: 'right' },
          {
            title: t.weight,
            dataIndex: 'weightGrams',
            align: 'right',
            render: (g: number | null) =>
              g === null ? messages.common.none : `${new Intl.NumberFormat('vi-VN').format(g / 1000)} kg`,
          },
          { title: t.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        ]}
        pagination={{
          current: page,
          pageSize: BAG_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => setParams({ ...Object.fromEntries(params), page: String(next) }),
        }}
      />
    </>
  );
}

/**
 * "Kho & tuyến" (admin, decision 0099): the warehouses with their addresses and state, and the routes
 * between them with transit days; a route without a shipping tariff of its own in the version in
 * force is flagged (it is priced as the first route). A warehouse in use is deactivated, not deleted.
 */
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useTitle } from '../../lib/use-title.ts';
import { warehouseAdminMessages as t } from '../../messages-warehouse-admin.ts';
import {
  type AdminRoute,
  type AdminWarehouse,
  routesQuery,
  tariffQuery,
  useDeleteWarehouse,
  warehousesQuery,
} from './api.ts';
import { RouteForm } from './route-form.tsx';
import { WarehouseForm } from './warehouse-form.tsx';

const state = (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? t.active : t.inactive}</Tag>;

export function WarehousesPage() {
  useTitle(t.title);
  const warehouses = useQuery(warehousesQuery);
  const routes = useQuery(routesQuery);
  const tariff = useQuery(tariffQuery);
  const remove = useDeleteWarehouse();
  const { message } = App.useApp();
  const [warehouse, setWarehouse] = useState<AdminWarehouse | 'new' | null>(null);
  const [route, setRoute] = useState<AdminRoute | 'new' | null>(null);
  const priced = new Set((tariff.data?.routeTariffs ?? []).map((r) => r.routeId));

  const del = (id: number) =>
    remove.mutate(id, { onSuccess: () => message.success(t.removed), onError: (e) => message.error(errorText(e)) });

  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {warehouses.isError && <LoadError error={warehouses.error} onRetry={() => warehouses.refetch()} />}
      <Card
        title={t.warehouses}
        extra={
          <Button type="primary" onClick={() => setWarehouse('new')} data-testid="warehouse-add">
            {t.add}
          </Button>
        }
      >
        <Table<AdminWarehouse>
          size="small"
          rowKey="id"
          pagination={false}
          loading={warehouses.isPending}
          dataSource={warehouses.data ?? []}
          data-testid="warehouse-table"
          columns={[
            { title: t.fields.name, dataIndex: 'name' },
            { title: t.fields.country, dataIndex: 'country', render: (c: 'CN' | 'VN') => t.countries[c] },
            { title: t.fields.address, dataIndex: 'address', ellipsis: true },
            {
              title: t.fields.recipientTemplate,
              dataIndex: 'recipientTemplate',
              render: (v: string, w) => (w.country === 'CN' ? v : '—'),
            },
            { title: t.fields.status, dataIndex: 'active', render: state },
            {
              title: '',
              render: (_, w) => (
                <Space>
                  <Button size="small" onClick={() => setWarehouse(w)}>
                    {t.edit}
                  </Button>
                  <Popconfirm title={t.removeConfirm} description={t.removeHint} onConfirm={() => del(w.id)}>
                    <Button size="small" danger>
                      {t.remove}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card
        title={t.routes}
        style={{ marginTop: 16 }}
        extra={
          <Button type="primary" onClick={() => setRoute('new')} data-testid="route-add">
            {t.addRoute}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t.routeTariffHint}</Typography.Paragraph>
        <Table<AdminRoute>
          size="small"
          rowKey="id"
          pagination={false}
          loading={routes.isPending}
          dataSource={routes.data ?? []}
          data-testid="route-table"
          columns={[
            { title: t.fields.from, dataIndex: 'fromName' },
            { title: t.fields.to, dataIndex: 'toName' },
            { title: t.fields.transitDays, dataIndex: 'transitDays', render: t.days },
            { title: t.fields.status, dataIndex: 'active', render: state },
            {
              title: '',
              render: (_, r) => (
                <Space>
                  {tariff.data && !priced.has(r.id) && <Tag color="warning">{t.noTariff}</Tag>}
                  <Button size="small" onClick={() => setRoute(r)}>
                    {t.edit}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <WarehouseForm editing={warehouse} onClose={() => setWarehouse(null)} />
      <RouteForm editing={route} warehouses={warehouses.data ?? []} onClose={() => setRoute(null)} />
    </>
  );
}

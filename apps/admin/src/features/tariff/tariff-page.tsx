/**
 * "Biểu phí" (decision 0099): the version in force as readable tables; for an admin, a form for a new
 * version with its preview on three sample orders; every version with who published it and when
 * (each opens to its tables). An accountant views only (view:tariff).
 */
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Table, Tabs, Tag, Typography } from 'antd';
import { LoadError } from '../../components/load-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { tariffMessages as t } from '../../messages-tariff.ts';
import { publicTariffQuery, routesQuery, type TariffVersion, tariffQuery, versionsQuery } from './api.ts';
import { TariffEditForm } from './tariff-form.tsx';
import { TariffTables } from './tariff-tables.tsx';

const statusColor = { past: 'default', in_force: 'green', scheduled: 'blue' } as const;

/** Route names: every route for an admin, the active ones (public list) for a viewer; ids the version prices too. */
function useRouteNames(canManage: boolean, version: TariffVersion | undefined) {
  const all = useQuery({ ...routesQuery, enabled: canManage });
  const pub = useQuery({ ...publicTariffQuery, enabled: !canManage });
  const named = canManage
    ? (all.data ?? []).map((r) => ({ id: r.id, name: `${r.fromName} → ${r.toName}` }))
    : (pub.data?.routes ?? []).map((r) => ({ id: r.routeId, name: `${r.from} → ${r.to}` }));
  const extra = (version?.routeTariffs ?? [])
    .filter((r) => !named.some((n) => n.id === r.routeId))
    .map((r) => ({ id: r.routeId, name: t.route(r.routeId) }));
  return { routes: [...named, ...extra], ready: canManage ? all.isSuccess : pub.isSuccess };
}

export function TariffPage() {
  useTitle(t.title);
  const canManage = useCan('manage:tariff');
  const current = useQuery(tariffQuery);
  const versions = useQuery(versionsQuery);
  const { routes, ready } = useRouteNames(canManage, current.data);
  const v = current.data;

  const versionsTable = (
    <Table<TariffVersion>
      size="small"
      rowKey="id"
      loading={versions.isPending}
      dataSource={versions.data ?? []}
      pagination={{ pageSize: 20 }}
      expandable={{ expandedRowRender: (row) => <TariffTables tariff={row} routes={routes} /> }}
      columns={[
        { title: t.versions.effectiveFrom, dataIndex: 'effectiveFrom', render: formatDateTime },
        {
          title: t.versions.status,
          dataIndex: 'status',
          render: (s: TariffVersion['status']) => <Tag color={statusColor[s]}>{t.versions.statuses[s]}</Tag>,
        },
        { title: t.versions.createdBy, dataIndex: 'createdBy' },
        { title: t.versions.createdAt, dataIndex: 'createdAt', render: formatDateTime },
      ]}
      data-testid="tariff-versions"
    />
  );

  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {current.isError && <LoadError error={current.error} onRetry={() => current.refetch()} />}
      {v && (
        <Typography.Paragraph type="secondary" data-testid="tariff-in-force">
          {t.inForce(formatDateTime(v.effectiveFrom), v.createdBy)}
        </Typography.Paragraph>
      )}
      {v && ready && (
        <Tabs
          items={[
            { key: 'current', label: t.tabs.current, children: <TariffTables tariff={v} routes={routes} /> },
            ...(canManage
              ? [{ key: 'edit', label: t.tabs.edit, children: <TariffEditForm current={v} routes={routes} /> }]
              : []),
            { key: 'versions', label: t.tabs.versions, children: versionsTable },
          ]}
        />
      )}
    </>
  );
}

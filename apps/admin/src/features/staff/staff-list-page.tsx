/**
 * 'Nhân viên' page (admin only, decision 0097): staff by name, phone or e-mail, role and status;
 * add and edit members (roles, warehouses), disable with a reason, enable, reset a password (a new
 * link by mail). Search, filters and page live in the URL (`?q=lan&role=sales&active=true&page=2`).
 */
import type { StaffView } from '@app/shared/contracts/staff';
import { formatDateTime } from '@app/shared/money';
import { roleLabels, staffRoles } from '@app/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { STAFF_PAGE_SIZE, staffListQuery } from './api.ts';
import { MoneyLimitsDialog } from './money-limits-dialog.tsx';
import { type Dialog, StaffActions } from './staff-actions.tsx';
import { DisableDialog, StaffDialog } from './staff-dialogs.tsx';

const t = messages.staff;

function columns(open: (d: Dialog) => void): TableColumnsType<StaffView> {
  return [
    { title: t.name, dataIndex: 'name', render: (name: string) => <span data-testid="staff-row-name">{name}</span> },
    { title: t.email, dataIndex: 'email' },
    { title: t.phone, dataIndex: 'phone', render: (p: string) => p || messages.common.none },
    {
      title: t.roles,
      dataIndex: 'roles',
      render: (roles: StaffView['roles']) => roles.map((r) => <Tag key={r}>{roleLabels[r]}</Tag>),
    },
    {
      title: t.warehouses,
      dataIndex: 'warehouses',
      render: (ws: StaffView['warehouses']) => ws.map((w) => w.name).join(', ') || messages.common.none,
    },
    {
      title: t.status,
      key: 'status',
      render: (_, m) =>
        m.active ? (
          <Tag color="green">{t.active}</Tag>
        ) : (
          <Space direction="vertical" size={0}>
            <Tag color="red">{t.disabled}</Tag>
            <Typography.Text type="secondary">
              {t.disabledSince(formatDateTime(m.disabledAt!), m.disabledReason ?? '')}
            </Typography.Text>
          </Space>
        ),
    },
    { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
    { title: t.actions, key: 'actions', render: (_, m) => <StaffActions member={m} open={open} /> },
  ];
}

export function StaffListPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    active: params.get('active') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useQuery(staffListQuery(filter));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const go = (next: Partial<typeof filter>) => {
    const to = { ...filter, page: 1, ...next };
    const entries = Object.entries({ ...to, page: to.page > 1 ? String(to.page) : '' }).filter(([, v]) => v !== '');
    setParams(Object.fromEntries(entries) as Record<string, string>);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Space wrap>
          <SearchBox value={filter.q} placeholder={t.search} onSearch={(q) => go({ q })} testId="staff-search" />
          <Select
            value={filter.role}
            style={{ width: 200 }}
            onChange={(role) => go({ role })}
            options={[{ value: '', label: t.allRoles }, ...staffRoles.map((r) => ({ value: r, label: roleLabels[r] }))]}
            data-testid="staff-role-filter"
          />
          <Select
            value={filter.active}
            style={{ width: 170 }}
            onChange={(active) => go({ active })}
            options={[
              { value: '', label: t.allStatuses },
              { value: 'true', label: t.active },
              { value: 'false', label: t.disabled },
            ]}
          />
          <Button type="primary" onClick={() => setDialog({ kind: 'edit', member: null })} data-testid="staff-add">
            {t.add}
          </Button>
        </Space>
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<StaffView>
        rowKey="id"
        size="middle"
        columns={columns(setDialog)}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: filter.q ? messages.search.noResults(filter.q) : t.empty }}
        scroll={{ x: 'max-content' }}
        onRow={(m) => ({ 'data-testid': 'staff-row', 'data-email': m.email }) as object}
        pagination={{
          current: filter.page,
          pageSize: STAFF_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (page) => go({ page }),
        }}
      />
      {dialog?.kind === 'edit' && <StaffDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'disable' && <DisableDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'limits' && <MoneyLimitsDialog member={dialog.member} onClose={() => setDialog(null)} />}
    </>
  );
}

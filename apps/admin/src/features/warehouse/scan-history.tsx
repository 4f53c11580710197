/** The staff member's last scans at this warehouse, newest first (GET /Admin/Warehouse/{id}/Scans). */
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { messages } from '../../messages.ts';
import { scansQuery } from './api.ts';
import { tagColorOf, toneOf } from './outcome-style.ts';

const t = messages.warehouse;

export function ScanHistory({ warehouseId }: { warehouseId: number }) {
  const scans = useQuery(scansQuery(warehouseId));
  return (
    <Card title={t.lastScans} size="small">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={scans.isLoading}
        dataSource={scans.data ?? []}
        locale={{ emptyText: t.noScans }}
        scroll={{ x: 640 }}
        onRow={(s) => ({ 'data-testid': 'scan-row', 'data-outcome': s.outcome }) as object}
        columns={[
          { title: t.time, dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
          { title: t.code, dataIndex: 'code', width: 190, render: (v: string) => <code>{v}</code> },
          {
            title: t.result,
            dataIndex: 'outcome',
            width: 150,
            render: (o: keyof typeof t.outcomes) => <Tag color={tagColorOf[toneOf[o]]}>{t.outcomes[o]}</Tag>,
          },
          { title: '', dataIndex: 'message' },
        ]}
      />
    </Card>
  );
}

/**
 * 'Nhật ký' page (/auditLog, admin only, decision 0096): who changed what, when and from where,
 * newest first. Filters in the URL; "Xem thêm" loads the next page by cursor; "Tải CSV" downloads
 * every matching row (the download is itself logged). Fits a 1366 px laptop: the changes column wraps.
 */
import { auditActionLabel } from '@app/shared/audit-actions';
import type { AuditLogItem } from '@app/shared/contracts/audit';
import { auditEndpoints } from '@app/shared/contracts/audit.endpoints';
import { formatDateTime } from '@app/shared/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { auditLogQuery, filterOf } from './api.ts';
import { AuditChanges } from './audit-changes.tsx';
import { AuditFilters, type FilterValues } from './audit-filters.tsx';
import { subjectLabel, subjectPath } from './audit-subject.ts';

const t = messages.audit;

/** The action's Vietnamese name, or its code in a muted tag when the catalogue has none. */
function ActionName({ item }: { item: AuditLogItem }) {
  const label = item.actionLabel ?? auditActionLabel(item.action);
  if (label) return <span title={item.action}>{label}</span>;
  return <Tag data-testid="audit-raw-action">{item.action}</Tag>;
}

function Subject({ item }: { item: AuditLogItem }) {
  const path = subjectPath(item.subjectType, item.subjectId);
  const text =
    item.subjectId === '*'
      ? `${subjectLabel(item.subjectType)} (${t.list})`
      : `${subjectLabel(item.subjectType)} #${item.subjectId}`;
  return path ? <Link to={path}>{text}</Link> : <span>{text}</span>;
}

const columns: TableColumnsType<AuditLogItem> = [
  { title: t.at, dataIndex: 'at', width: 150, render: (iso: string) => formatDateTime(iso) },
  {
    title: t.actor,
    key: 'actor',
    width: 170,
    render: (_, item) =>
      item.actorId === null ? (
        <Typography.Text type="secondary">{item.actorName || t.system}</Typography.Text>
      ) : (
        <Link to={`/auditLog?actorId=${item.actorId}`} title={t.actorTitle(item.actorName)}>
          {item.actorName}
        </Link>
      ),
  },
  { title: t.ip, dataIndex: 'ip', width: 130 },
  { title: t.action, key: 'action', width: 190, render: (_, item) => <ActionName item={item} /> },
  { title: t.subject, key: 'subject', width: 190, render: (_, item) => <Subject item={item} /> },
  {
    title: t.changes,
    key: 'changes',
    render: (_, item) => <AuditChanges subjectType={item.subjectType} before={item.before} after={item.after} />,
  },
];

export function AuditLogPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const log = useInfiniteQuery(auditLogQuery(filter));
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const apply = (next: FilterValues) =>
    setParams(Object.fromEntries(Object.entries(next).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <CsvButton endpoint={auditEndpoints.export} query={filter} fileName="nhat-ky" label={t.csv} />
      </Flex>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <AuditFilters value={filter} onChange={apply} />
      </div>
      {log.isError && <LoadError error={log.error} onRetry={() => log.refetch()} />}
      <Table<AuditLogItem>
        rowKey="id"
        size="small"
        loading={log.isPending}
        columns={columns}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: t.empty }}
        data-testid="audit-log"
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        {log.hasNextPage ? (
          <Button onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage} data-testid="audit-more">
            {t.more}
          </Button>
        ) : (
          items.length > 0 && <Typography.Text type="secondary">{t.end}</Typography.Text>
        )}
      </Flex>
    </>
  );
}

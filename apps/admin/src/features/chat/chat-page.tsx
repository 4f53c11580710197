/**
 * "Tin nhắn": the customers' threads, those waiting for staff first (longest waiting first), then
 * the newest; filter Của tôi / Chưa giao / Tất cả (in the URL). A row opens the thread.
 */
import type { StaffChatThreadSummary } from '@app/shared/contracts/chat';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Badge, Flex, Segmented, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { chatMessages as t } from '../../messages-chat.ts';
import { type AssignedFilter, CHAT_PAGE_SIZE, staffThreadsQuery } from './api.ts';

const filters: AssignedFilter[] = ['me', 'none', 'all'];

const columns: TableColumnsType<StaffChatThreadSummary> = [
  {
    title: t.thread,
    key: 'thread',
    render: (_, th) => (
      <Link to={`/chat/${th.key}`} data-testid="chat-open">
        <Badge count={th.unread} size="small" offset={[8, 0]} title={t.unread}>
          <Typography.Text strong>{th.title}</Typography.Text>
        </Badge>
      </Link>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, th) => (
      <>
        <CustomerLink customer={th.customer} />
        <div>
          <Typography.Text type="secondary">{th.customer.code}</Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: t.lastMessage,
    key: 'last',
    render: (_, th) => (
      <Typography.Text ellipsis style={{ maxWidth: 320 }}>
        {th.preview === '[Ảnh]' ? t.photoOnly : th.preview}
      </Typography.Text>
    ),
  },
  {
    title: t.waiting,
    key: 'waiting',
    render: (_, th) =>
      th.waitingSince ? (
        <Tag color="orange" data-testid="chat-waiting">
          {t.waitingSince(formatDateTime(th.waitingSince))}
        </Tag>
      ) : (
        <Typography.Text type="secondary">{t.answered}</Typography.Text>
      ),
  },
  { title: t.assigned, key: 'assigned', render: (_, th) => th.assignedStaff?.fullName ?? t.nobody },
];

export function ChatPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const raw = params.get('assigned');
  const assigned: AssignedFilter = filters.includes(raw as AssignedFilter) ? (raw as AssignedFilter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(staffThreadsQuery(assigned, page));
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<AssignedFilter>
          options={filters.map((value) => ({ value, label: t.filters[value] }))}
          value={assigned}
          onChange={(next) => setParams({ assigned: next })}
          data-testid="chat-filter"
        />
      </Flex>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<StaffChatThreadSummary>
          rowKey="key"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending}
          locale={{ emptyText: t.empty }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: CHAT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setParams({ assigned, ...(p > 1 ? { page: String(p) } : {}) }),
          }}
        />
      )}
    </>
  );
}

/**
 * 'Mua hàng' (/purchasing, permission buy:purchase-order): the purchaser's queue. Tabs: orders to buy
 * (deposited, purchasing), to quote, waiting for the customer's answer, each with its count; the
 * longest waiting first, rows waiting more than 24 h in red. Filters and page live in the URL
 * (`?tab=quote&q=MH2611&site=1688&age=24&assignee=me&page=2`).
 */
import { type PurchaseQueueRow, type QueueTab, queueTabs } from '@app/shared/contracts/buying';
import { siteLabels, sites } from '@app/shared/sites';
import { useQuery } from '@tanstack/react-query';
import { Badge, Flex, Input, Select, Table, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { purchasersQuery, QUEUE_PAGE_SIZE, type QueueFilters, queueQuery } from './buying-api.ts';
import { queueColumns } from './queue-columns.tsx';

const t = messages.buying;
const ages = [0, 24, 48, 72];

function filtersOf(params: URLSearchParams): QueueFilters {
  const tab = params.get('tab');
  const age = Number(params.get('age'));
  const assignee = params.get('assignee') ?? 'any';
  return {
    tab: queueTabs.includes(tab as QueueTab) ? (tab as QueueTab) : 'buying',
    q: params.get('q') ?? '',
    site: sites.includes(params.get('site') as never) ? (params.get('site') as string) : '',
    shop: params.get('shop') ?? '',
    minAgeHours: ages.includes(age) ? age : 0,
    assignee: /^(any|me|none|\d{1,10})$/.test(assignee) ? assignee : 'any',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function PurchasingPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const f = filtersOf(params);
  const queue = useQuery(queueQuery(f));
  const purchasers = useQuery(purchasersQuery());
  // The waiting times are read against the time of the answer, so they match the red rows.
  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo(() => queueColumns(now), [now]);

  /** Sets one filter (empty removes it) and goes back to the first page. */
  const set = (key: string, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 0 || value === 'any' || (key === 'tab' && value === 'buying')) next.delete(key);
    else next.set(key, String(value));
    next.delete('page');
    setParams(next);
  };
  const counts = queue.data?.counts;

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        activeKey={f.tab}
        onChange={(key) => set('tab', key)}
        items={queueTabs.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`queue-tab-${tab}`}>
              {t.tabs[tab]} <Badge count={counts?.[tab] ?? 0} showZero={false} overflowCount={999} color="blue" />
            </span>
          ),
        }))}
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          key={`q-${f.q}`}
          defaultValue={f.q}
          placeholder={t.search}
          aria-label={t.search}
          allowClear
          style={{ width: 320 }}
          maxLength={100}
          onSearch={(v) => set('q', v.trim())}
          data-testid="queue-search"
        />
        <Select<string>
          aria-label={t.allSites}
          style={{ width: 150 }}
          value={f.site}
          options={[{ value: '', label: t.allSites }, ...sites.map((s) => ({ value: s, label: siteLabels[s] }))]}
          onChange={(v) => set('site', v)}
          data-testid="queue-site"
        />
        <Input.Search
          key={`shop-${f.shop}`}
          defaultValue={f.shop}
          placeholder={t.shop}
          aria-label={t.shop}
          allowClear
          style={{ width: 200 }}
          maxLength={200}
          onSearch={(v) => set('shop', v.trim())}
          data-testid="queue-shop"
        />
        <Select<number>
          aria-label={t.age}
          style={{ width: 180 }}
          value={f.minAgeHours}
          options={ages.map((h) => ({ value: h, label: t.ages[h] }))}
          onChange={(v) => set('age', v)}
          data-testid="queue-age"
        />
        <Select<string>
          aria-label={t.assigneeFilter}
          style={{ width: 200 }}
          value={f.assignee}
          options={[
            { value: 'any', label: t.anyAssignee },
            { value: 'me', label: t.mine },
            { value: 'none', label: t.unassigned },
            ...(purchasers.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName })),
          ]}
          onChange={(v) => set('assignee', v)}
          data-testid="queue-assignee"
        />
      </Flex>
      {queue.isError && <LoadError error={queue.error} onRetry={() => queue.refetch()} />}
      <Table<PurchaseQueueRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.data?.items ?? []}
        loading={queue.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1100 }}
        onRow={(o) =>
          ({
            'data-testid': 'queue-row',
            'data-code': o.code,
            'data-overdue': o.overdue ? 'true' : 'false',
            style: o.overdue ? { background: '#fff1f0' } : undefined,
          }) as object
        }
        pagination={{
          current: f.page,
          pageSize: QUEUE_PAGE_SIZE,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (page) => {
            const next = new URLSearchParams(params);
            next.set('page', String(page));
            setParams(next);
          },
        }}
      />
    </>
  );
}

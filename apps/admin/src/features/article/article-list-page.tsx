/**
 * 'Bài viết' (publish:article, decision 0102): every article, newest change first, filtered by
 * status and category and searched by title (all in the URL), with the way to a new one.
 */
import {
  type AdminArticleSummary,
  type ArticleCategory,
  type ArticleStatus,
  articleCategories,
  articleCategoryLabels,
  articleStatuses,
  articleStatusLabels,
} from '@app/shared/contracts/article';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { articlesQuery } from './api.ts';

const t = messages.article;
const statusColors: Record<ArticleStatus, string> = { draft: 'default', published: 'green', archived: 'orange' };

const columns: TableColumnsType<AdminArticleSummary> = [
  {
    title: t.columns.title,
    key: 'title',
    render: (_, a) => (
      <Link to={`/article/${a.id}`} data-testid="article-link">
        {a.title}
      </Link>
    ),
  },
  { title: t.columns.category, dataIndex: 'category', render: (c: ArticleCategory) => articleCategoryLabels[c] },
  {
    title: t.columns.status,
    dataIndex: 'status',
    render: (s: ArticleStatus) => <Tag color={statusColors[s]}>{articleStatusLabels[s]}</Tag>,
  },
  {
    title: t.columns.publishedAt,
    dataIndex: 'publishedAt',
    render: (iso: string | null) => (iso ? formatDateTime(iso) : messages.common.none),
  },
  { title: t.columns.updatedAt, dataIndex: 'updatedAt', render: (iso: string) => formatDateTime(iso) },
];

const pick = <T extends string>(values: readonly T[], raw: string | null) =>
  values.includes(raw as T) ? (raw as T) : undefined;

export function ArticleListPage() {
  useTitle(t.listTitle);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    status: pick(articleStatuses, params.get('status')),
    category: pick(articleCategories, params.get('category')),
    q: params.get('q') || undefined,
  };
  const list = useQuery(articlesQuery(filter));
  const go = (next: Partial<typeof filter>) => {
    const to = { ...filter, page: 1, ...next };
    const entries = Object.entries(to).filter(([k, v]) => v !== undefined && !(k === 'page' && v === 1));
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.listTitle}
        </Typography.Title>
        <Space wrap>
          <Select
            aria-label={t.columns.status}
            style={{ width: 170 }}
            value={filter.status ?? ''}
            onChange={(v) => go({ status: v ? (v as ArticleStatus) : undefined })}
            options={[
              { value: '', label: t.allStatuses },
              ...articleStatuses.map((s) => ({ value: s, label: articleStatusLabels[s] })),
            ]}
            data-testid="article-status-filter"
          />
          <Select
            aria-label={t.columns.category}
            style={{ width: 170 }}
            value={filter.category ?? ''}
            onChange={(v) => go({ category: v ? (v as ArticleCategory) : undefined })}
            options={[
              { value: '', label: t.allCategories },
              ...articleCategories.map((c) => ({ value: c, label: articleCategoryLabels[c] })),
            ]}
            data-testid="article-category-filter"
          />
          <SearchBox
            value={filter.q ?? ''}
            placeholder={t.searchPlaceholder}
            onSearch={(q) => go({ q: q || undefined })}
            testId="article-search"
          />
          <Button type="primary" onClick={() => navigate('/article/new')} data-testid="article-new">
            {t.newArticle}
          </Button>
        </Space>
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<AdminArticleSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: filter.q ? messages.search.noResults(filter.q) : t.empty }}
        scroll={{ x: 'max-content' }}
        onRow={() => ({ 'data-testid': 'article-row' }) as object}
        pagination={{
          current: filter.page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (page) => go({ page }),
        }}
      />
    </>
  );
}

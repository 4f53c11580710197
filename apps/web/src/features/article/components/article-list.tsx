/** The published articles of one category, newest first, ten at a time with "Xem thêm". */
import type { ArticleCategory } from '@app/shared/article-categories';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { articleMessages as m } from '../../../messages/article.ts';
import { articlesQuery } from '../api/articles.ts';
import { ArticleCard } from './article-card.tsx';

export function ArticleList({ category }: { category: ArticleCategory }) {
  const list = useInfiniteQuery(articlesQuery(category));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Loading />;
  if (list.isError)
    return <LoadError title={m.listLoadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0) return <EmptyState title={m.emptyTitle} description={m.emptyDescription} />;
  return (
    <div className="article-list" data-testid="article-list">
      {items.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more}
        </Button>
      )}
    </div>
  );
}

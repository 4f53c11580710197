/**
 * /staticPage/{slug} (about, terms, privacy, contact, price-list…): the page's title and sanitised
 * body, readable signed out. DOM hooks: `data-testid="static-page"`, `article-body`.
 */
import { formatDate } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { articleMessages as m } from '../../../messages/article.ts';
import { commonMessages } from '../../../messages/common.ts';
import { isNotFound, staticPageQuery } from '../api/articles.ts';
import { ArticleBody } from '../components/article-body.tsx';

export function Component() {
  const { id = '' } = useParams();
  const page = useQuery(staticPageQuery(id));
  const title = page.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (page.isPending) return <Loading />;
  if (page.isError)
    return isNotFound(page.error) ? (
      <EmptyState
        title={m.pageNotFoundTitle}
        action={
          <Link className="btn btn--ghost" to="/">
            {commonMessages.goHome}
          </Link>
        }
      />
    ) : (
      <LoadError title={m.pageLoadFailed} error={page.error} onRetry={() => void page.refetch()} />
    );
  return (
    <article className="page article-page" data-testid="static-page">
      <h1 className="article-page__title">{page.data.title}</h1>
      <p className="article-card__date">{m.updatedOn(formatDate(page.data.updatedAt))}</p>
      <ArticleBody html={page.data.body} />
    </article>
  );
}

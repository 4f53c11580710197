/**
 * /article/{id or slug}: a published article — title, date, cover, the sanitised body with readable
 * typography — and a link back to its category. Readable signed out; a draft or unknown article says
 * it is not found. DOM hooks: `data-testid="article-page"`, `article-body`.
 */
import { articleCategoryLabels } from '@app/shared/article-categories';
import { formatDate } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { articleMessages as m } from '../../../messages/article.ts';
import { articleQuery, isNotFound } from '../api/articles.ts';
import { ArticleBody } from '../components/article-body.tsx';

export function Component() {
  const { id = '' } = useParams();
  const article = useQuery(articleQuery(id));
  const title = article.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const back = (
    <Link className="btn btn--ghost" to="/article">
      {m.backToList}
    </Link>
  );
  if (article.isPending) return <Loading />;
  if (article.isError)
    return isNotFound(article.error) ? (
      <EmptyState title={m.notFoundTitle} description={m.notFoundDescription} action={back} />
    ) : (
      <LoadError title={m.pageLoadFailed} error={article.error} onRetry={() => void article.refetch()} />
    );
  const a = article.data;
  return (
    <article className="page article-page" data-testid="article-page">
      <Link
        className="article-page__category"
        to={a.category === 'news' ? '/article' : `/article?category=${a.category}`}
      >
        {articleCategoryLabels[a.category]}
      </Link>
      <h1 className="article-page__title">{a.title}</h1>
      <time className="article-card__date" dateTime={a.publishedAt}>
        {m.publishedOn(formatDate(a.publishedAt))}
      </time>
      {a.coverImageUrl ? <img className="article-page__cover" src={a.coverImageUrl} alt="" /> : null}
      {a.summary ? <p className="article-page__summary">{a.summary}</p> : null}
      <ArticleBody html={a.body} />
    </article>
  );
}

/**
 * One article in a list: cover (when there is one), title, summary and date, the whole card a link
 * to /article/{slug}. Plain elements, no UI kit (the home page shows it too).
 * DOM hook: `data-testid="article-card"`.
 */
import type { ArticleSummary } from '@app/shared/contracts/article';
import { formatDate } from '@app/shared/money';
import { Link } from 'react-router';
import { articleMessages as m } from '../../../messages/article.ts';

export function ArticleCard({ article, compact = false }: { article: ArticleSummary; compact?: boolean }) {
  return (
    <Link to={`/article/${article.slug}`} className="article-card card" data-testid="article-card">
      {article.coverImageUrl && !compact ? (
        <img className="article-card__cover" src={article.coverImageUrl} alt="" loading="lazy" />
      ) : null}
      <span className="article-card__text">
        <strong className="article-card__title">{article.title}</strong>
        {article.summary && !compact ? <span className="article-card__summary">{article.summary}</span> : null}
        <time className="article-card__date" dateTime={article.publishedAt}>
          {m.publishedOn(formatDate(article.publishedAt))}
        </time>
      </span>
    </Link>
  );
}

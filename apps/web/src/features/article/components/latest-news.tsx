/**
 * "Tin mới" on the home page: the three latest news items, each a link, and one to /article.
 * Fetched with the plain client (no TanStack Query) so the light home page can show it; nothing
 * shows while it loads, when it fails or when there is no news. DOM hook: `data-testid="latest-news"`.
 */
import type { ArticleSummary } from '@app/shared/contracts/article';
import { articleEndpoints } from '@app/shared/contracts/article.endpoints';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../lib/api-client.ts';
import { articleMessages as m } from '../../../messages/article.ts';
import { ArticleCard } from './article-card.tsx';

export function LatestNews() {
  const [items, setItems] = useState<ArticleSummary[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    call(articleEndpoints.list, { query: { category: 'news', page: 1, pageSize: 3 }, signal: abort.signal })
      .then((page) => setItems(page.items))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  if (items.length === 0) return null;
  return (
    <section className="latest-news" aria-labelledby="latest-news-heading" data-testid="latest-news">
      <div className="latest-news__head">
        <h2 id="latest-news-heading" className="section-title">
          {m.latestNews}
        </h2>
        <Link to="/article">{m.allNews}</Link>
      </div>
      {items.map((a) => (
        <ArticleCard key={a.id} article={a} compact />
      ))}
    </section>
  );
}

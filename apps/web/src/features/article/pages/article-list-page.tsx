/**
 * /article[?category=…] (title 'Bài viết'): tabs Tin tức, Hướng dẫn, Chính sách, Bảng giá over the
 * published articles of each. Readable signed out (decision 0102). /article/policy: policy-list-page.
 */
import { type ArticleCategory, articleCategories, articleCategoryLabels } from '@app/shared/article-categories';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { articleMessages as m } from '../../../messages/article.ts';
import { ArticleList } from '../components/article-list.tsx';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('category');
  const category: ArticleCategory = articleCategories.includes(raw as ArticleCategory)
    ? (raw as ArticleCategory)
    : 'news';
  return (
    <div className="page" style={{ gap: 12 }}>
      <nav aria-label={m.tabsLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={category}
          onChange={(key) => setSearch(key === 'news' ? {} : { category: key }, { replace: true })}
          style={{ '--title-font-size': '15px' }}
        >
          {articleCategories.map((c) => (
            <Tabs.Tab key={c} title={articleCategoryLabels[c]} />
          ))}
        </Tabs>
      </nav>
      <ArticleList category={category} />
    </div>
  );
}

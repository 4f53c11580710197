/** /article/policy (title 'Bài viết'): the published policy articles, readable signed out. */
import { articleCategoryLabels } from '@app/shared/article-categories';
import { ArticleList } from '../components/article-list.tsx';

export function Component() {
  return (
    <div className="page" style={{ gap: 12 }}>
      <h2 className="section-title">{articleCategoryLabels.policy}</h2>
      <ArticleList category="policy" />
    </div>
  );
}

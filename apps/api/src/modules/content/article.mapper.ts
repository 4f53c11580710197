/** Article rows → answers (contracts in @app/shared/contracts/article). */
import type { AdminArticle, AdminArticleSummary, Article, ArticleSummary } from '@app/shared/contracts/article';
import type { ArticleRow } from './article.repository.ts';

export function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    ...toAdminSummary(row),
    body: row.body,
  };
}

export function toAdminSummary(row: ArticleRow): AdminArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    summary: row.summary,
    coverImageId: row.coverImageId,
    coverImageUrl: row.coverImageUrl,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A published row (its publishedAt is set). */
export function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    coverImageUrl: row.coverImageUrl,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), body: row.body };
}

/** Reading articles: the console's list and the public, signed-out list and page (decision 0102). */
import type {
  AdminArticleSummary,
  Article,
  ArticleSummary,
  adminArticleListQuery,
  articleListQuery,
} from '@app/shared/contracts/article';
import { MAX_ID } from '@app/shared/contracts/common';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { toAdminSummary, toArticle, toArticleSummary } from './article.mapper.ts';
import * as repo from './article.repository.ts';

interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /Admin/Article: every status, newest change first; filters status, category and title. */
export async function listAdminArticles(
  db: Executor,
  q: z.output<typeof adminArticleListQuery>,
): Promise<Paged<AdminArticleSummary>> {
  const { rows, total } = await repo.listArticles(db, q, q, 'updated');
  return { items: rows.map(toAdminSummary), page: q.page, pageSize: q.pageSize, total };
}

/** GET /Article: published only, newest publication first. */
export async function listPublicArticles(
  db: Executor,
  q: z.output<typeof articleListQuery>,
): Promise<Paged<ArticleSummary>> {
  const { rows, total } = await repo.listArticles(db, { ...q, status: 'published' }, q, 'published');
  return { items: rows.map(toArticleSummary), page: q.page, pageSize: q.pageSize, total };
}

/** A published article by id (digits) or slug; 404 `article-not-found` for a draft, archived or unknown one. */
export async function findPublicArticle(db: Executor, idOrSlug: string): Promise<Article | undefined> {
  const asId = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : 0;
  const row =
    (asId > 0 && asId <= MAX_ID ? await repo.findPublished(db, { id: asId }) : undefined) ??
    (await repo.findPublished(db, { slug: idOrSlug }));
  return row ? toArticle(row) : undefined;
}

/** As findPublicArticle, throwing 404 `article-not-found`. */
export async function getPublicArticle(db: Executor, idOrSlug: string): Promise<Article> {
  const found = await findPublicArticle(db, idOrSlug);
  if (!found) throw new AppError('article-not-found');
  return found;
}

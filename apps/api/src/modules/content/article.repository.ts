/** SQL for articles (db/schema/content.ts); rows are mapped to answers in article.mapper.ts. */
import type { ArticleCategory, ArticleStatus } from '@app/shared/contracts/article';
import { escapeLike, foldSearchText } from '@app/shared/search';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles } from '../../db/schema/content.ts';
import { userFullName } from '../auth/auth.refs.ts';
import { imageUrl } from '../upload/upload.refs.ts';

const columns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  category: articles.category,
  summary: articles.summary,
  coverImageId: articles.coverImageId,
  coverImageUrl: imageUrl(articles.coverImageId),
  body: articles.body,
  status: articles.status,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  updatedBy: userFullName(articles.updatedBy),
};
const selectRows = (db: Executor) => db.select(columns).from(articles);
export type ArticleRow = Awaited<ReturnType<typeof selectRows>>[number];

export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  'slug' | 'title' | 'category' | 'summary' | 'coverImageId' | 'body'
>;

/** The article `id`, locked for update when `lock`; undefined when there is none. */
export async function findArticle(db: Executor, id: number, lock = false): Promise<ArticleRow | undefined> {
  const q = selectRows(db).where(eq(articles.id, id));
  const [row] = await (lock ? q.for('update', { of: articles }) : q);
  return row;
}

/** A published article by id or slug. */
export async function findPublished(db: Executor, by: { id: number } | { slug: string }) {
  const key = 'id' in by ? eq(articles.id, by.id) : eq(articles.slug, by.slug);
  const [row] = await selectRows(db).where(and(key, eq(articles.status, 'published')));
  return row;
}

/** True when another article than `exceptId` has `slug`. */
export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId ? sql`${articles.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export interface ArticleFilter {
  status?: ArticleStatus;
  category?: ArticleCategory;
  /** Contained in the title, accents and case ignored (vn_fold, migration 0008). */
  q?: string;
}

function where(f: ArticleFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    f.status ? eq(articles.status, f.status) : undefined,
    f.category ? eq(articles.category, f.category) : undefined,
    q ? sql`vn_fold(${articles.title}) like ${`%${escapeLike(foldSearchText(q))}%`}` : undefined,
  );
}

/** A page of articles matching `f`, newest change first (public lists: newest publication first). */
export async function listArticles(
  db: Executor,
  f: ArticleFilter,
  page: { page: number; pageSize: number },
  order: 'updated' | 'published',
) {
  const by =
    order === 'updated'
      ? [desc(articles.updatedAt), desc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where(f))
      .orderBy(...by)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(articles).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Adds a draft by `userId`; answers its id. */
export async function insertArticle(db: Executor, values: ArticleValues, userId: number): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ ...values, createdBy: userId, updatedBy: userId })
    .returning({ id: articles.id });
  return row!.id;
}

/** Writes `values` (and the status fields given) on article `id`, stamped now by `userId`. */
export async function updateArticle(
  db: Executor,
  id: number,
  values: Partial<ArticleValues> & { status?: ArticleStatus; publishedAt?: Date | null },
  userId: number,
): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(articles.id, id));
}

export async function deleteArticle(db: Executor, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

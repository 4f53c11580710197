/**
 * Articles (DESIGN.md §3.11, decision 0102): staff with `publish:article` write drafts, publish and
 * archive them; everyone reads the published ones. Bodies pass the allow-list (sanitize.ts) on every
 * save; each change writes an audit row in its transaction (decision 0096).
 */
import type { AdminArticle, ArticleInput, articleInput } from '@app/shared/contracts/article';
import { slugify } from '@app/shared/slug';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { imageExists } from '../upload/upload.service.ts';
import { toAdminArticle } from './article.mapper.ts';
import * as repo from './article.repository.ts';
import { sanitizeBody } from './sanitize.ts';

type Input = z.output<typeof articleInput>;

export type { ArticleInput };

/** A free slug for `title`: its accent-free form, `-2`, `-3`… when taken (`bai-viet` for no latin). */
async function freeSlug(db: Executor, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title, 110) || 'bai-viet';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/** The row values of `input`: body sanitised, slug checked or made, cover checked. */
async function valuesOf(db: Executor, input: Input, current?: repo.ArticleRow): Promise<repo.ArticleValues> {
  if (input.coverImageId !== null && !(await imageExists(db, input.coverImageId)))
    throw new AppError('cover-image-not-found');
  let slug = input.slug || current?.slug;
  if (slug && (await repo.slugTaken(db, slug, current?.id))) throw new AppError('article-slug-taken');
  slug ??= await freeSlug(db, input.title, current?.id);
  return {
    slug,
    title: input.title,
    category: input.category,
    summary: input.summary,
    coverImageId: input.coverImageId,
    body: sanitizeBody(input.body),
  };
}

/** Runs `fn`, answering a slug taken by a concurrent save as 409 `article-slug-taken`. */
async function slugSafe<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('article-slug-taken');
    throw e;
  }
}

async function load(db: Executor, id: number): Promise<repo.ArticleRow> {
  const row = await repo.findArticle(db, id, true);
  if (!row) throw new AppError('article-not-found');
  return row;
}

async function answer(db: Executor, id: number): Promise<AdminArticle> {
  return toAdminArticle(await load(db, id));
}

/** GET /Admin/Article/{id}: 404 `article-not-found`. */
export async function getAdminArticle(db: Db, id: number): Promise<AdminArticle> {
  const row = await repo.findArticle(db, id);
  if (!row) throw new AppError('article-not-found');
  return toAdminArticle(row);
}

/** POST /Admin/Article: a new draft. 409 `article-slug-taken`; 400 `cover-image-not-found`. */
export function createArticle(db: Db, actor: Actor, input: Input): Promise<AdminArticle> {
  return slugSafe(() =>
    transaction(db, async (tx) => {
      const values = await valuesOf(tx, input);
      const id = await repo.insertArticle(tx, values, actor.userId);
      await writeAudit(tx, actor, { action: 'article.create', subjectType: 'article', subjectId: id, after: values });
      return answer(tx, id);
    }),
  );
}

/** PUT /Admin/Article/{id}: saves the text (status unchanged); an empty slug keeps the current one. */
export function updateArticle(db: Db, actor: Actor, id: number, input: Input): Promise<AdminArticle> {
  return slugSafe(() =>
    transaction(db, async (tx) => {
      const current = await load(tx, id);
      const values = await valuesOf(tx, input, current);
      await repo.updateArticle(tx, id, values, actor.userId);
      const change = changedFields(current, values);
      await writeAudit(tx, actor, { action: 'article.update', subjectType: 'article', subjectId: id, ...change });
      return answer(tx, id);
    }),
  );
}

/**
 * POST …/Publish (draft or archived → published; the first publication date is kept) and
 * …/Archive (draft or published → archived). 409 when it is already there.
 */
export function setArticleStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: 'published' | 'archived',
): Promise<AdminArticle> {
  return transaction(db, async (tx) => {
    const current = await load(tx, id);
    if (current.status === to)
      throw new AppError(to === 'published' ? 'article-already-published' : 'article-already-archived');
    const publishedAt = to === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt;
    await repo.updateArticle(tx, id, { status: to, publishedAt }, actor.userId);
    await writeAudit(tx, actor, {
      action: to === 'published' ? 'article.publish' : 'article.archive',
      subjectType: 'article',
      subjectId: id,
      before: { status: current.status },
      after: { status: to, publishedAt: publishedAt?.toISOString() ?? null },
    });
    return answer(tx, id);
  });
}

/** DELETE /Admin/Article/{id}: drafts only (409 `article-not-draft`: archive a published one). */
export async function deleteArticle(db: Db, actor: Actor, id: number): Promise<{ ok: true }> {
  await transaction(db, async (tx) => {
    const current = await load(tx, id);
    if (current.status !== 'draft') throw new AppError('article-not-draft');
    await repo.deleteArticle(tx, id);
    const { body: _body, ...before } = current;
    await writeAudit(tx, actor, { action: 'article.delete', subjectType: 'article', subjectId: id, before });
  });
  return { ok: true };
}

/**
 * Static pages (`about`, `terms`, `privacy`, `contact`, `price-list`…; decision 0102): one text per
 * slug, read signed out, saved by staff with `publish:article`. Saving with `newVersion` bumps the
 * page's version and keeps the old one: the terms a customer accepted stay on record.
 */
import type { StaticPage, StaticPageSummary, staticPageInput } from '@app/shared/contracts/article';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { sanitizeBody } from './sanitize.ts';
import * as repo from './static-page.repository.ts';

/** The slug of the terms of use, whose version customers accept (decision 0102). */
export const TERMS_SLUG = 'terms';

function toPage(row: repo.StaticPageRow): StaticPage {
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page `slug`, or undefined. */
export async function findStaticPage(db: Executor, slug: string): Promise<StaticPage | undefined> {
  const row = await repo.findPage(db, slug);
  return row ? toPage(row) : undefined;
}

/** GET /StaticPage/{slug} and /Admin/StaticPage/{slug}: 404 `static-page-not-found`. */
export async function getStaticPage(db: Executor, slug: string): Promise<StaticPage> {
  const page = await findStaticPage(db, slug);
  if (!page) throw new AppError('static-page-not-found');
  return page;
}

/** GET /Admin/StaticPage: every page without its body, by slug. */
export async function listStaticPages(db: Executor): Promise<StaticPageSummary[]> {
  const rows = await repo.listPages(db);
  return rows.map(({ body: _b, ...row }) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** The current version of the terms (0 when no terms page exists yet), read from the database. */
export async function currentTermsVersion(db: Executor): Promise<number> {
  return (await repo.pageVersion(db, TERMS_SLUG)) ?? 0;
}

/** How long GET /CurrentUser may answer a remembered terms version (another instance's bump shows within it). */
const TERMS_VERSION_TTL_MS = 30_000;
let remembered: { db: Executor; version: number; until: number } | undefined;

/**
 * The current terms version for GET /CurrentUser, the app's hottest read: remembered 30 s per
 * process, forgotten at once when this process saves the terms.
 */
export async function cachedTermsVersion(db: Executor): Promise<number> {
  if (remembered && remembered.db === db && remembered.until > Date.now()) return remembered.version;
  const version = await currentTermsVersion(db);
  remembered = { db, version, until: Date.now() + TERMS_VERSION_TTL_MS };
  return version;
}

/**
 * PUT /Admin/StaticPage/{slug}: creates the page (version 1) or saves it; `newVersion` makes it
 * version n+1, keeping version n's text. The body passes the allow-list (sanitize.ts).
 */
export async function saveStaticPage(
  db: Db,
  actor: Actor,
  slug: string,
  input: z.output<typeof staticPageInput>,
): Promise<StaticPage> {
  return transaction(db, async (tx) => {
    const current = await repo.findPage(tx, slug, true);
    const version = current ? current.version + (input.newVersion ? 1 : 0) : 1;
    const page = { slug, title: input.title, body: sanitizeBody(input.body), version };
    await repo.savePage(tx, page, actor.userId);
    if (slug === TERMS_SLUG) remembered = undefined;
    const change = current ? changedFields(current, page) : { before: null, after: page };
    await writeAudit(tx, actor, {
      action: 'static_page.update',
      subjectType: 'static_page',
      subjectId: slug,
      ...change,
    });
    return getStaticPage(tx, slug);
  });
}

/** SQL for static pages and their versions (db/schema/content.ts). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staticPages, staticPageVersions } from '../../db/schema/content.ts';
import { userFullName } from '../auth/auth.refs.ts';

const columns = {
  slug: staticPages.slug,
  title: staticPages.title,
  body: staticPages.body,
  version: staticPages.version,
  updatedAt: staticPages.updatedAt,
  updatedBy: userFullName(staticPages.updatedBy),
};
const selectRows = (db: Executor) => db.select(columns).from(staticPages);
export type StaticPageRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The page `slug` (locked for update when `lock`), or undefined. */
export async function findPage(db: Executor, slug: string, lock = false): Promise<StaticPageRow | undefined> {
  const q = selectRows(db).where(eq(staticPages.slug, slug));
  const [row] = await (lock ? q.for('update', { of: staticPages }) : q);
  return row;
}

/** Every page, by slug. */
export function listPages(db: Executor): Promise<StaticPageRow[]> {
  return selectRows(db).orderBy(asc(staticPages.slug));
}

/** The version number of page `slug` (null when there is no such page). */
export async function pageVersion(db: Executor, slug: string): Promise<number | null> {
  const [row] = await db.select({ version: staticPages.version }).from(staticPages).where(eq(staticPages.slug, slug));
  return row?.version ?? null;
}

/**
 * Writes page `slug` at `version` (creating it), and keeps that version's text in
 * static_page_versions (replacing the row of the same version: a version keeps its last text).
 */
export async function savePage(
  db: Executor,
  page: { slug: string; title: string; body: string; version: number },
  userId: number | null,
): Promise<void> {
  await db
    .insert(staticPages)
    .values({ ...page, updatedBy: userId })
    .onConflictDoUpdate({
      target: staticPages.slug,
      set: { title: page.title, body: page.body, version: page.version, updatedBy: userId, updatedAt: sql`now()` },
    });
  await db
    .insert(staticPageVersions)
    .values({ ...page, savedBy: userId })
    .onConflictDoUpdate({
      target: [staticPageVersions.slug, staticPageVersions.version],
      set: { title: page.title, body: page.body, savedBy: userId, savedAt: sql`now()` },
    });
}

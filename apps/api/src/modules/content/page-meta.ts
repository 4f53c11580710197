/**
 * The Open Graph meta of the PWA's shareable pages (decision 0102): `/article/{id or slug}` (a
 * published article) and `/staticPage/{slug}`. Other paths, drafts and unknown pages have none.
 */
import type { Executor } from '../../db/client.ts';
import type { PageMeta } from '../../lib/http/page-meta.ts';
import { findPublicArticle } from './article-read.service.ts';
import { plainText } from './sanitize.ts';
import { findStaticPage } from './static-page.service.ts';

const DESCRIPTION_MAX = 200;

function describe(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The meta of `path`, or null. */
export async function contentPageMeta(db: Executor, path: string): Promise<PageMeta | null> {
  const article = /^\/article\/([a-z0-9-]{1,120})\/?$/.exec(path)?.[1];
  if (article && article !== 'policy') {
    const found = await findPublicArticle(db, article);
    if (!found) return null;
    return {
      title: found.title,
      description: describe(found.summary || plainText(found.body)),
      image: found.coverImageUrl,
      type: 'article',
    };
  }
  const slug = /^\/staticPage\/([a-z0-9-]{1,120})\/?$/.exec(path)?.[1];
  if (slug) {
    const page = await findStaticPage(db, slug);
    if (!page) return null;
    return { title: page.title, description: describe(plainText(page.body)), image: null, type: 'website' };
  }
  return null;
}

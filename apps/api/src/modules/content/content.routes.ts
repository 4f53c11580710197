/**
 * /api/Article, /api/StaticPage (public, cached a minute with an ETag) and /api/Admin/Article,
 * /api/Admin/StaticPage (declarations: @app/shared/contracts/article.endpoints, decision 0102).
 */
import { articleEndpoints as open, adminArticleEndpoints as staff } from '@app/shared/contracts/article.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cachedJson } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import * as articles from './article.service.ts';
import { getPublicArticle, listAdminArticles, listPublicArticles } from './article-read.service.ts';
import { getStaticPage, listStaticPages, saveStaticPage } from './static-page.service.ts';

export function contentRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, open.list, ({ query }) => listPublicArticles(db, query));
  route(app, open.get, async ({ params, req, reply }) =>
    cachedJson(req, reply, await getPublicArticle(db, params.idOrSlug)),
  );
  route(app, open.staticPage, async ({ params, req, reply }) =>
    cachedJson(req, reply, await getStaticPage(db, params.slug)),
  );

  route(app, staff.list, ({ query }) => listAdminArticles(db, query));
  route(app, staff.create, ({ actor, body }) => articles.createArticle(db, actor, body));
  route(app, staff.get, ({ params }) => articles.getAdminArticle(db, params.id));
  route(app, staff.update, ({ actor, params, body }) => articles.updateArticle(db, actor, params.id, body));
  route(app, staff.remove, ({ actor, params }) => articles.deleteArticle(db, actor, params.id));
  route(app, staff.publish, ({ actor, params }) => articles.setArticleStatus(db, actor, params.id, 'published'));
  route(app, staff.archive, ({ actor, params }) => articles.setArticleStatus(db, actor, params.id, 'archived'));
  route(app, staff.staticPages, () => listStaticPages(db));
  route(app, staff.staticPage, ({ params }) => getStaticPage(db, params.slug));
  route(app, staff.saveStaticPage, ({ actor, params, body }) => saveStaticPage(db, actor, params.slug, body));
}

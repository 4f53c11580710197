/**
 * Articles, static pages and images (DESIGN.md §3.11, decision 0102): staff write under /Admin
 * (`publish:article`; uploading an image is any staff's), everyone reads published articles and
 * pages signed out.
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('article', () => import('./article.ts'));
const staffEndpoint = endpointsOf('admin-article', () => import('./article.ts'));
const staffErrors = [400, 401, 403, 404, 409] as const;
const root = '/Admin/Article';

export const articleEndpoints = {
  /** Published articles, newest first; `category` filters. */
  list: endpoint({
    method: 'GET',
    path: '/Article',
    access: 'public',
    errors: [400],
    schemas: (s, { paged }) => ({ query: s.articleListQuery, response: paged(s.articleSummary) }),
  }),
  /** A published article by id or slug (ETag, cached a minute); a draft is 404. */
  get: endpoint({
    method: 'GET',
    path: '/Article/:idOrSlug',
    access: 'public',
    errors: [400, 404],
    schemas: (s) => ({ params: s.idOrSlugParam, response: s.article }),
  }),
  /** A static page by slug (ETag, cached a minute). */
  staticPage: endpoint({
    method: 'GET',
    path: '/StaticPage/:slug',
    access: 'public',
    errors: [400, 404],
    schemas: (s) => ({ params: s.slugParam, response: s.staticPage }),
  }),
  /** An uploaded image by its random key (an <img> sends no token); kept a year by browsers. */
  image: endpoint({
    method: 'GET',
    path: '/Image/:key',
    access: 'public',
    errors: [400, 404],
    schemas: (s) => ({ params: s.imageKeyParam, response: s.imageBytes }),
  }),
};

export const adminArticleEndpoints = {
  list: staffEndpoint({
    method: 'GET',
    path: root,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { paged }) => ({ query: s.adminArticleListQuery, response: paged(s.adminArticleSummary) }),
  }),
  /** A new draft; 409 `article-slug-taken` when the slug given is another article's. */
  create: staffEndpoint({
    method: 'POST',
    path: root,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s) => ({ body: s.articleInput, response: s.adminArticle }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminArticle }),
  }),
  /** Saves any article; a published one stays published with the new text. */
  update: staffEndpoint({
    method: 'PUT',
    path: `${root}/:id`,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.articleInput, response: s.adminArticle }),
  }),
  /** Deletes a draft; 409 `article-not-draft` otherwise (archive it instead). */
  remove: staffEndpoint({
    method: 'DELETE',
    path: `${root}/:id`,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
  /** A draft or archived article goes public (its first publication date is kept). */
  publish: staffEndpoint({
    method: 'POST',
    path: `${root}/:id/Publish`,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminArticle }),
  }),
  /** Takes an article out of the public lists (the normal end of an article). */
  archive: staffEndpoint({
    method: 'POST',
    path: `${root}/:id/Archive`,
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminArticle }),
  }),
  staticPages: staffEndpoint({
    method: 'GET',
    path: '/Admin/StaticPage',
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s, { listOf }) => ({ response: listOf(s.staticPageSummary) }),
  }),
  staticPage: staffEndpoint({
    method: 'GET',
    path: '/Admin/StaticPage/:slug',
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s) => ({ params: s.slugParam, response: s.staticPage }),
  }),
  /** Creates or saves a page; `newVersion` bumps its version and keeps the old one. */
  saveStaticPage: staffEndpoint({
    method: 'PUT',
    path: '/Admin/StaticPage/:slug',
    access: 'publish:article',
    errors: staffErrors,
    schemas: (s) => ({ params: s.slugParam, body: s.staticPageInput, response: s.staticPage }),
  }),
  /**
   * An image: the request body is the image itself (JPEG, PNG, WebP or GIF, at most 5 MB), checked by
   * its bytes and stored under a name of ours. Any staff member (proofs use it too).
   */
  uploadImage: staffEndpoint({
    method: 'POST',
    path: '/Admin/Upload/Image',
    access: 'access:console',
    errors: [400, 401, 403, 429],
    schemas: (s) => ({ response: s.uploadedImage }),
  }),
};

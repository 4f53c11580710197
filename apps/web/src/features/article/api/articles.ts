/**
 * Articles and static pages, read signed out (@app/shared/contracts/article.endpoints): the list of
 * a category (infinite), one article by id or slug, one static page by slug. Keys ['articles', …],
 * ['article', idOrSlug], ['staticPage', slug].
 */
import type { ArticleCategory } from '@app/shared/contracts/article';
import { articleEndpoints } from '@app/shared/contracts/article.endpoints';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client.ts';

export const ARTICLES_PAGE_SIZE = 10;

export const articlesQuery = (category: ArticleCategory) =>
  infiniteQueryOptions({
    queryKey: ['articles', category],
    queryFn: ({ pageParam, signal }) =>
      call(articleEndpoints.list, { query: { category, page: pageParam, pageSize: ARTICLES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** A 404 is an answer (the page says so), not a failure to retry. */
const retryUnless404 = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

export const articleQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['article', idOrSlug],
    queryFn: ({ signal }) => call(articleEndpoints.get, { params: { idOrSlug }, signal }),
    retry: retryUnless404,
  });

export const staticPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['staticPage', slug],
    queryFn: ({ signal }) => call(articleEndpoints.staticPage, { params: { slug }, signal }),
    retry: retryUnless404,
  });

/** True when `error` is the API's 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

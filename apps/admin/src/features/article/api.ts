/**
 * Articles, static pages and images in the console (adminArticleEndpoints, decision 0102): the
 * paged list with filters, one article, save (create or update), publish, archive, delete; the
 * static pages and their save; an image upload (POST /Admin/Upload/Image, the file as the body).
 */
import type { AdminArticle, ArticleInput, StaticPageInput, UploadedImage } from '@app/shared/contracts/article';
import { adminArticleEndpoints as api } from '@app/shared/contracts/article.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, postFile } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface ArticleFilter {
  page: number;
  status?: 'draft' | 'published' | 'archived';
  category?: 'news' | 'guide' | 'policy' | 'pricing';
  q?: string;
}

export const articlesQuery = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: [...queryKeys.articles, 'list', filter],
    queryFn: ({ signal }) => call(api.list, { query: { ...filter, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.articles, 'detail', id],
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
  });

/** Saves the article: POST for a new one (`id` null), PUT for an existing one. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ArticleInput }) =>
      id === null ? call(api.create, { body }) : call(api.update, { params: { id }, body }),
    onSuccess: (saved) => stored(queryClient, saved),
  });
}

function stored(queryClient: ReturnType<typeof useQueryClient>, saved: AdminArticle) {
  queryClient.setQueryData(articleQuery(saved.id).queryKey, saved);
  return queryClient.invalidateQueries({ queryKey: [...queryKeys.articles, 'list'] });
}

/** Publishes or archives article `id`. */
export function useSetArticleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: 'published' | 'archived' }) =>
      call(to === 'published' ? api.publish : api.archive, { params: { id } }),
    onSuccess: (saved) => stored(queryClient, saved),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
  });
}

export const staticPagesQuery = queryOptions({
  queryKey: [...queryKeys.staticPages, 'list'],
  queryFn: ({ signal }) => call(api.staticPages, { signal }),
});

export const staticPageQuery = (slug: string) =>
  queryOptions({
    queryKey: [...queryKeys.staticPages, 'detail', slug],
    queryFn: ({ signal }) => call(api.staticPage, { params: { slug }, signal }),
    retry: false,
  });

export function useSaveStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: StaticPageInput }) =>
      call(api.saveStaticPage, { params: { slug }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staticPageQuery(saved.slug).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: staticPagesQuery.queryKey });
    },
  });
}

/** Uploads an image file as it is (JPEG, PNG, WebP or GIF, ≤ 5 MB; the API checks its bytes). */
export function uploadImage(file: Blob): Promise<UploadedImage> {
  return postFile<UploadedImage>(api.uploadImage.path, file);
}

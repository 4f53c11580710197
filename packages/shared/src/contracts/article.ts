/**
 * Articles and static pages (DESIGN.md §3.11, decision 0102): written by staff in the console,
 * their HTML sanitised by the API with an allow-list, read signed out in the PWA.
 */
import { z } from 'zod';
import { articleCategories, articleStatuses } from '../article-categories.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../slug.ts';
import { id, isoDate, MAX_PAGE_SIZE, pageNumber, safeText, searchText, tooLong } from './common.ts';

export {
  type ArticleCategory,
  type ArticleStatus,
  articleCategories,
  articleCategoryLabels,
  articleStatuses,
  articleStatusLabels,
} from '../article-categories.ts';

/** Longest title, summary and body (HTML characters) of an article or page. */
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 200_000;

/** A slug (slug.ts): lower-case latin letters, digits and dashes. */
export const slug = safeText(SLUG_MAX, tooLong('Đường dẫn', SLUG_MAX)).regex(
  SLUG_PATTERN,
  'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
);

const title = safeText(TITLE_MAX, tooLong('Tiêu đề', TITLE_MAX), 'Vui lòng nhập tiêu đề')
  .trim()
  .min(1, 'Vui lòng nhập tiêu đề');
const body = safeText(BODY_MAX, tooLong('Nội dung', BODY_MAX), 'Vui lòng nhập nội dung');

/** POST /Admin/Article and PUT /Admin/Article/{id}. An empty or missing slug is made from the title. */
export const articleInput = z
  .object({
    title,
    slug: z.union([z.literal(''), slug]).optional(),
    category: z.enum(articleCategories, { error: 'Vui lòng chọn chuyên mục' }),
    summary: safeText(SUMMARY_MAX, tooLong('Tóm tắt', SUMMARY_MAX)).trim().default(''),
    /** An image uploaded through POST /Admin/Upload/Image; null: no cover. */
    coverImageId: id.nullable().default(null),
    body,
  })
  .strict();
export type ArticleInput = z.input<typeof articleInput>;

/** An article as staff see it. */
export const adminArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.enum(articleCategories),
  summary: z.string(),
  coverImageId: z.number().int().nullable(),
  coverImageUrl: z.string().nullable(),
  body: z.string(),
  status: z.enum(articleStatuses),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  updatedBy: z.string().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

/** A line of the console's list (no body). */
export const adminArticleSummary = adminArticle.omit({ body: true });
export type AdminArticleSummary = z.infer<typeof adminArticleSummary>;

/** GET /Admin/Article: filters and paging; `q` searches the title. */
export const adminArticleListQuery = z.object({
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(articleStatuses).optional(),
  category: z.enum(articleCategories).optional(),
  q: searchText.optional(),
});

/** A published article in the PWA's list. */
export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(articleCategories),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  publishedAt: isoDate,
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** A published article with its sanitised HTML. */
export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;

/** GET /Article: published only, newest first. */
export const articleListQuery = z.object({
  category: z.enum(articleCategories).optional(),
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** `/Article/{idOrSlug}`: a numeric id or a slug. */
export const idOrSlugParam = z.object({
  idOrSlug: safeText(SLUG_MAX, 'Không tìm thấy bài viết').regex(SLUG_PATTERN, 'Không tìm thấy bài viết'),
});

/** `/StaticPage/{slug}`. */
export const slugParam = z.object({ slug });

/** PUT /Admin/StaticPage/{slug}; `newVersion` bumps the page's version (the terms, decision 0102). */
export const staticPageInput = z.object({ title, body, newVersion: z.boolean().default(false) }).strict();
export type StaticPageInput = z.input<typeof staticPageInput>;

/** A static page (the public answer and the console's). `version` starts at 1. */
export const staticPage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedAt: isoDate,
});
export type StaticPage = z.infer<typeof staticPage>;

/** The console's list of pages (no body). */
export const staticPageSummary = staticPage.omit({ body: true }).extend({ updatedBy: z.string().nullable() });
export type StaticPageSummary = z.infer<typeof staticPageSummary>;

/** The answer of POST /Admin/Upload/Image: the image's id and its address (readable signed out). */
export const uploadedImage = z.object({ id: z.number().int(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** `/Image/{key}`: the image's random key (a UUID) and its extension. */
export const imageKeyParam = z.object({
  key: z
    .string()
    .max(60)
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/, 'Không tìm thấy ảnh'),
});

/** The bytes of an image. */
export const imageBytes = z.string().describe('JPEG, PNG, WebP hoặc GIF');

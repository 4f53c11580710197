/**
 * Article categories and statuses with their Vietnamese names (decision 0102), without zod: the
 * PWA's article pages name tabs and categories without downloading the contracts' validator.
 */
export const articleCategories = ['news', 'guide', 'policy', 'pricing'] as const;
export type ArticleCategory = (typeof articleCategories)[number];
/** The PWA's tab names (and the console's), in this order. */
export const articleCategoryLabels: Record<ArticleCategory, string> = {
  news: 'Tin tức',
  guide: 'Hướng dẫn',
  policy: 'Chính sách',
  pricing: 'Bảng giá',
};

/** draft → published ⇄ archived; only a draft may be deleted (archived is the normal end). */
export const articleStatuses = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đã đăng',
  archived: 'Đã lưu trữ',
};

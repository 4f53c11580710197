/**
 * Articles and static pages (DESIGN.md §3.11, decision 0102). Bodies are HTML already sanitised by
 * the API's allow-list (modules/content/sanitize.ts): nothing else writes them.
 */
import { articleCategories, articleStatuses } from '@app/shared/contracts/article';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { uploadedImages } from './upload.ts';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category', { enum: articleCategories }).notNull(),
    summary: text('summary').notNull().default(''),
    coverImageId: integer('cover_image_id').references(() => uploadedImages.id),
    body: text('body').notNull(),
    status: text('status', { enum: articleStatuses }).notNull().default('draft'),
    /** The first publication; kept when an archived article is published again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('articles_category_check', oneOf(t.category, articleCategories)),
    check('articles_status_check', oneOf(t.status, articleStatuses)),
    // The public list: published, by category, newest first.
    index('articles_public_idx').on(t.status, t.category, t.publishedAt.desc(), t.id.desc()),
    index('articles_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('articles_cover_image_idx').on(t.coverImageId),
    index('articles_created_by_idx').on(t.createdBy),
    index('articles_updated_by_idx').on(t.updatedBy),
  ],
);

/** A static page (`about`, `terms`, …): its current text and version (1 until staff bump it). */
export const staticPages = pgTable(
  'static_pages',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [index('static_pages_updated_by_idx').on(t.updatedBy)],
);

/**
 * Each version of each page, as last saved under that version: a new version adds a row, so the
 * terms a customer accepted stay readable after the next version (decision 0102).
 */
export const staticPageVersions = pgTable(
  'static_page_versions',
  {
    slug: text('slug')
      .notNull()
      .references(() => staticPages.slug),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    savedAt: createdAt(),
    savedBy: integer('saved_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] }), index('static_page_versions_saved_by_idx').on(t.savedBy)],
);

/**
 * Images uploaded by staff (POST /Admin/Upload/Image, decision 0102): article bodies and covers
 * today, payment proofs later. The bytes live in the file storage under `storage_key` (ours); the
 * random `key` is the image's public address (`/api/Image/{key}`).
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';

export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 122 random bits: the address cannot be guessed from another image's. */
    key: uuid('key').notNull().unique(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_images_uploaded_by_idx').on(t.uploadedBy)],
);

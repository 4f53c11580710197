/**
 * What other modules may embed in their SQL about uploaded images (decision 0088): the public
 * address of an image keyed by an image-id column, as a scalar subquery.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { uploadedImages } from '../../db/schema/upload.ts';

const i = aliased(uploadedImages, 'ref_image');
const c = i.col;

/** `/api/Image/<uuid>.<ext>` of image `id` (null when `id` is null or no such image). */
export function imageUrl(id: AnyPgColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select '/api/Image/' || split_part(${c(uploadedImages.storageKey)}, '/', 2) from ${i.from} where ${c(uploadedImages.id)} = ${outer(id)})`;
}

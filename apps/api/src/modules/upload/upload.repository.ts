/** SQL for uploaded images (db/schema/upload.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/upload.ts';

export type NewImage = typeof uploadedImages.$inferInsert;

/** Adds an image row; answers its id. */
export async function insertImage(db: Executor, row: NewImage): Promise<number> {
  const [created] = await db.insert(uploadedImages).values(row).returning({ id: uploadedImages.id });
  return created!.id;
}

/** The image with random key `key`, or undefined. */
export async function findImageByKey(db: Executor, key: string) {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.key, key));
  return row;
}

/** The storage key of image `id` (`images/<uuid>.<ext>`), or undefined. */
export async function findStorageKey(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ storageKey: uploadedImages.storageKey })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row?.storageKey;
}

/** Of `ids`, those uploaded by user `userId`, with their public address. */
export function findOwnImages(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: uploadedImages.id, storageKey: uploadedImages.storageKey })
    .from(uploadedImages)
    .where(and(inArray(uploadedImages.id, [...ids]), eq(uploadedImages.uploadedBy, userId)));
}

/** Id → public address (`/api/Image/<uuid>.<ext>`) of the images among `ids`. */
export function findImageUrls(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: uploadedImages.id, storageKey: uploadedImages.storageKey })
    .from(uploadedImages)
    .where(inArray(uploadedImages.id, [...ids]));
}

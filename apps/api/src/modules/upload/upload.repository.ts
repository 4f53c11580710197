/** SQL for uploaded images (db/schema/upload.ts). */
import { eq } from 'drizzle-orm';
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

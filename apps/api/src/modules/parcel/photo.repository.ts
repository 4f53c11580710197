/** SQL for parcel photos (decision 0058): the rows behind the stored files. */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parcelPhotos } from '../../db/schema/parcel.ts';

export type PhotoRow = typeof parcelPhotos.$inferSelect;
export type NewPhoto = Pick<
  typeof parcelPhotos.$inferInsert,
  'parcelId' | 'storageKey' | 'contentType' | 'sizeBytes' | 'uploadedBy'
>;

/** How many photos the parcel has. */
export async function countPhotos(db: Executor, parcelId: number): Promise<number> {
  const [n] = await db.select({ n: count() }).from(parcelPhotos).where(eq(parcelPhotos.parcelId, parcelId));
  return n?.n ?? 0;
}

/** Adds a photo row; `showsLabel` takes its default, true (decision 0083). */
export async function insertPhoto(db: Executor, photo: NewPhoto): Promise<void> {
  await db.insert(parcelPhotos).values(photo);
}

/** Photo `id`, or undefined. */
export async function findPhoto(db: Executor, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(parcelPhotos).where(eq(parcelPhotos.id, id));
  return row;
}

/** Marks photo `id` as showing the courier label or not. */
export async function setShowsLabel(db: Executor, id: number, showsLabel: boolean): Promise<void> {
  await db.update(parcelPhotos).set({ showsLabel }).where(eq(parcelPhotos.id, id));
}

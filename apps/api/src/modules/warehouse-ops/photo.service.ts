/**
 * Parcel photos (decision 0058): taken at the station, checked by their bytes (JPEG, PNG or WebP, at
 * most 5 MB, whatever the request claims), stored under a key of ours through the file storage
 * (local disk or S3), and served back through signed addresses (parcel/photo-urls.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AdminParcel } from '@app/shared/contracts/parcel';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { FileStorage, StoredFile } from '../../lib/platform/file-storage.ts';
import type { PhotoUrl, PhotoUrls } from '../parcel/parcel.service.ts';
import * as parcels from '../parcel/parcel.service.ts';
import { assertHandlesParcel } from './warehouse-access.service.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_PARCEL = 10;
const allowed: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Adds a photo to parcel `id`. Refuses, writing nothing: 400 `photo-invalid` (not an image of an
 * allowed type by its bytes, empty, or over 5 MB); 404; 403 `wrong-warehouse-role` when the parcel
 * stands at a warehouse of the other country; 409 `photo-limit-reached` past 10 photos.
 */
export async function addPhoto(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: number,
  body: unknown,
  url: PhotoUrl,
): Promise<AdminParcel> {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > MAX_PHOTO_BYTES) throw new AppError('photo-invalid');
  const type = await fileTypeFromBuffer(body);
  const ext = type ? allowed[type.mime] : undefined;
  if (!type || !ext) throw new AppError('photo-invalid');
  await transaction(db, async (tx) => {
    const parcel = await parcels.lockParcel(tx, actor, id);
    if (!parcel) throw new AppError('parcel-not-found');
    await assertHandlesParcel(tx, actor, parcel);
    if ((await parcels.countParcelPhotos(tx, parcel.id)) >= MAX_PHOTOS_PER_PARCEL)
      throw new AppError('photo-limit-reached');
    const key = `parcels/${parcel.id}/${randomUUID()}.${ext}`;
    // Stored before the row commits: a failed store writes no row; a failed commit leaves an
    // orphan file, which nothing points to.
    await storage.put(key, body, type.mime);
    // `showsLabel` takes its default, true: a photo of a parcel at the station usually shows its
    // label, so customers do not see it until staff clear the flag (decision 0083).
    await parcels.addParcelPhoto(tx, {
      parcelId: parcel.id,
      storageKey: key,
      contentType: type.mime,
      sizeBytes: body.length,
      uploadedBy: actor.userId,
    });
    await writeAudit(tx, actor, {
      action: 'parcel.photo',
      subjectType: 'parcel',
      subjectId: parcel.id,
      after: { storageKey: key, contentType: type.mime, sizeBytes: body.length },
    });
  });
  return parcels.getAdminParcel(db, actor, id, url);
}

/**
 * Marks photo `photoId` as showing the courier label or not (decision 0083) and answers its parcel.
 * Refuses, writing nothing: 404 `photo-not-found`; 403 `wrong-warehouse-role` for staff of the other
 * country's warehouses.
 */
export async function setPhotoShowsLabel(
  db: Db,
  actor: Actor,
  photoId: number,
  showsLabel: boolean,
  url: PhotoUrl,
): Promise<AdminParcel> {
  const parcelId = await transaction(db, async (tx) => {
    const photo = await parcels.findParcelPhoto(tx, photoId);
    if (!photo) throw new AppError('photo-not-found');
    const parcel = await parcels.lockParcel(tx, actor, photo.parcelId);
    if (!parcel) throw new AppError('photo-not-found');
    await assertHandlesParcel(tx, actor, parcel);
    await parcels.markPhotoShowsLabel(tx, photoId, showsLabel);
    await writeAudit(tx, actor, {
      action: 'parcel.photo_label',
      subjectType: 'parcel',
      subjectId: parcel.id,
      before: { photoId, showsLabel: photo.showsLabel },
      after: { photoId, showsLabel },
    });
    return parcel.id;
  });
  return parcels.getAdminParcel(db, actor, parcelId, url);
}

/** The photo behind a signed address: 404 `photo-not-found` for a bad or expired signature too. */
export async function readPhoto(
  db: Db,
  storage: FileStorage,
  urls: PhotoUrls,
  id: number,
  q: { exp: number; sig: string },
): Promise<StoredFile> {
  if (!urls.verify(id, q.exp, q.sig)) throw new AppError('photo-not-found');
  const row = await parcels.findParcelPhoto(db, id);
  const file = row ? await storage.get(row.storageKey) : null;
  if (!row || !file) throw new AppError('photo-not-found');
  return { bytes: file.bytes, contentType: row.contentType };
}

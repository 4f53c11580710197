/**
 * Images uploaded by staff (decision 0102): article bodies and covers, and later proofs. The bytes
 * are checked by their magic numbers (JPEG, PNG, WebP or GIF, at most 5 MB, whatever the request
 * claims), stored under a key of ours (`images/<uuid>.<ext>`) and served at `/api/Image/<uuid>.<ext>`
 * to anyone holding the address: 122 random bits, not guessable from another image's.
 */
import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@app/shared/contracts/article';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { FileStorage, StoredFile } from '../../lib/platform/file-storage.ts';
import * as repo from './upload.repository.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const allowed: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The public address of a stored image from its storage key. */
const urlOf = (storageKey: string) => `/api/Image/${storageKey.split('/')[1]}`;

/**
 * Stores `body` as an image uploaded by `actor` and answers `{ id, url }`. Refuses with 400
 * `image-invalid` (empty, over 5 MB, or not an allowed image by its bytes), writing nothing.
 */
export async function uploadImage(db: Db, storage: FileStorage, actor: Actor, body: unknown): Promise<UploadedImage> {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > MAX_IMAGE_BYTES) throw new AppError('image-invalid');
  const type = await fileTypeFromBuffer(body);
  const ext = type ? allowed[type.mime] : undefined;
  if (!type || !ext) throw new AppError('image-invalid');
  const key = randomUUID();
  const storageKey = `images/${key}.${ext}`;
  // Stored before the row: a failed store writes no row; a failed insert leaves an orphan file.
  await storage.put(storageKey, body, type.mime);
  const row = { key, storageKey, contentType: type.mime, sizeBytes: body.length, uploadedBy: actor.userId };
  const id = await transaction(db, async (tx) => {
    const created = await repo.insertImage(tx, row);
    await writeAudit(tx, actor, {
      action: 'image.upload',
      subjectType: 'uploaded_image',
      subjectId: created,
      after: row,
    });
    return created;
  });
  return { id, url: urlOf(storageKey) };
}

/** The image at `/api/Image/<uuid>.<ext>`: 404 `image-not-found` for an unknown key or extension. */
export async function readImage(db: Db, storage: FileStorage, file: string): Promise<StoredFile> {
  const [key = ''] = file.split('.');
  const row = await repo.findImageByKey(db, key);
  if (!row || row.storageKey !== `images/${file}`) throw new AppError('image-not-found');
  const stored = await storage.get(row.storageKey);
  if (!stored) throw new AppError('image-not-found');
  return { bytes: stored.bytes, contentType: row.contentType };
}

/** True when image `id` exists (a cover must be one of ours). */
export async function imageExists(db: Executor, id: number): Promise<boolean> {
  return (await repo.findStorageKey(db, id)) !== undefined;
}

/**
 * Checks that every image of `ids` was uploaded by user `userId` (photos of a complaint, proofs of a
 * payout, evidence of an adjustment may only be their author's own): 400 `image-not-own` otherwise,
 * including an unknown id. Duplicates count once.
 */
export async function assertOwnImages(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const own = await repo.findOwnImages(db, userId, wanted);
  if (own.length !== wanted.length) throw new AppError('image-not-own');
}

/** The images of `ids` as `{ id, url }`, in the order of `ids` (an unknown id is left out). */
export async function imagesOf(db: Executor, ids: readonly number[]): Promise<UploadedImage[]> {
  const rows = await repo.findImageUrls(db, ids);
  const byId = new Map(rows.map((r) => [r.id, urlOf(r.storageKey)]));
  return ids.flatMap((id) => {
    const url = byId.get(id);
    return url ? [{ id, url }] : [];
  });
}

/**
 * /api/Package: the customer's parcels and unclaimed parcels to claim; /api/ParcelPhoto: signed
 * photos; /api/Admin/…: tracking codes, weighing, photos, unclaimed parcels
 * (declarations: @app/shared/contracts/parcel.endpoints).
 */
import { parcelEndpoints as endpoints, adminParcelEndpoints as staff } from '@app/shared/contracts/parcel.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { FileStorage } from '../../lib/platform/file-storage.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { measureParcel } from './measure.service.ts';
import { getAdminParcel, getParcel, listParcels } from './parcel.service.ts';
import { addPhoto, MAX_PHOTO_BYTES, readPhoto, setPhotoShowsLabel } from './photo.service.ts';
import type { PhotoUrls } from './photo-urls.ts';
import { addTrackingCodes } from './tracking-codes.service.ts';
import {
  assignParcel,
  claimParcel,
  confirmClaim,
  listPublicUnclaimed,
  listUnclaimed,
  rejectClaim,
} from './unclaimed.service.ts';

export interface ParcelRouteDeps {
  db: Db;
  photos: PhotoUrls;
  storage: FileStorage;
  /** Calls a minute per user: claims (and consignment declarations), photo uploads (decision 0083). */
  limits: { claimsPerMinute: number; uploadsPerMinute: number };
}

export function parcelRoutes(app: FastifyInstance, { db, photos, storage, limits }: ParcelRouteDeps): void {
  route(app, endpoints.list, ({ actor, query }) => listParcels(db, actor, query));
  route(app, endpoints.unclaimed, ({ actor, query }) => listPublicUnclaimed(db, actor, query, photos.url));
  route(
    app,
    endpoints.claim,
    ({ actor, params, body }) => claimParcel(db, actor, params.id, body.note, photos.url),
    perUserLimit(limits.claimsPerMinute),
  );
  route(app, endpoints.get, ({ actor, params }) => getParcel(db, actor, params.id, photos.url));
  route(app, endpoints.photo, async ({ params, query, reply }) => {
    const file = await readPhoto(db, storage, photos, params.id, query);
    // Bytes as they are (a non-JSON content type skips the serializer); the address is signed and
    // expires, so browsers may keep the photo privately until then.
    reply.type(file.contentType).header('cache-control', 'private, max-age=3600');
    return file.bytes as unknown as string;
  });
}

export function adminParcelRoutes(app: FastifyInstance, { db, photos, storage, limits }: ParcelRouteDeps): void {
  // Photos arrive as the request body itself; the bytes are checked in photo.service.ts. The limit
  // leaves room above 5 MB so an oversized photo gets the photo message, not a generic 413. The
  // parser lives in the upload route's own scope: every other route takes JSON only (an image sent
  // there is 415), and no other route reads 6 MB bodies.
  app.register(async (uploads) => {
    uploads.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES + 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    route(
      uploads,
      staff.addPhoto,
      ({ actor, params, req }) => addPhoto(db, storage, actor, params.id, req.body, photos.url),
      perUserLimit(limits.uploadsPerMinute),
    );
  });
  route(app, staff.addTrackingCodes, ({ actor, params, body }) =>
    addTrackingCodes(db, actor, params.id, body.trackingCodes),
  );
  route(app, staff.unclaimed, ({ actor, query }) => listUnclaimed(db, actor, query, photos.url));
  route(app, staff.get, ({ actor, params }) => getAdminParcel(db, actor, params.id, photos.url));
  route(app, staff.measure, ({ actor, params, body }) => measureParcel(db, actor, params.id, body));
  route(app, staff.assign, ({ actor, params, body }) => assignParcel(db, actor, params.id, body));
  route(app, staff.photoShowsLabel, ({ actor, params, body }) =>
    setPhotoShowsLabel(db, actor, params.id, body.showsLabel, photos.url),
  );
  const decisions = perUserLimit(limits.claimsPerMinute * 10);
  route(
    app,
    staff.confirmClaim,
    ({ actor, params, body }) => confirmClaim(db, actor, params.id, body.orderId),
    decisions,
  );
  route(app, staff.rejectClaim, ({ actor, params }) => rejectClaim(db, actor, params.id, photos.url), decisions);
}

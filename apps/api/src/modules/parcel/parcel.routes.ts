/**
 * /api/Package: the customer's parcels and unclaimed parcels to claim; /api/ParcelPhoto: signed
 * photos; /api/Admin/…: tracking codes and a parcel's staff view (declarations:
 * @app/shared/contracts/parcel.endpoints). Weighing, photo uploads, unclaimed parcels and claim
 * decisions are warehouse operations: warehouse-ops.routes.ts.
 */
import { parcelEndpoints as endpoints, adminParcelEndpoints as staff } from '@app/shared/contracts/parcel.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { FileStorage } from '../../lib/platform/file-storage.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { readPhoto } from '../warehouse-ops/photo.service.ts';
import { claimParcel, listPublicUnclaimed } from '../warehouse-ops/unclaimed.service.ts';
import { assertSeesParcel } from '../warehouse-ops/warehouse-access.service.ts';
import { getAdminParcel, getParcel, listParcels } from './parcel.service.ts';
import type { PhotoUrls } from './photo-urls.ts';
import { addTrackingCodes, listTrackingCodes, removeTrackingCode } from './tracking-codes.service.ts';

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

export function adminParcelRoutes(app: FastifyInstance, { db, photos }: ParcelRouteDeps): void {
  route(app, staff.addTrackingCodes, ({ actor, params, body }) =>
    addTrackingCodes(db, actor, params.id, body.trackingCodes),
  );
  route(app, staff.trackingCodes, ({ actor, params }) => listTrackingCodes(db, actor, params.id));
  route(app, staff.removeTrackingCode, ({ actor, params }) =>
    removeTrackingCode(db, actor, params.id, params.parcelId),
  );
  // Warehouse staff read the parcels of their warehouses only (decision 0103).
  route(app, staff.get, async ({ actor, params }) => {
    await assertSeesParcel(db, actor, params.id);
    return getAdminParcel(db, actor, params.id, photos.url);
  });
}

/**
 * /api/Admin/…: warehouse operations moved out of the parcel module (decision 0088 addendum): the
 * station's scans and history, the parcel label, weighing, photos, unclaimed parcels and claim
 * decisions (declarations: @app/shared/contracts/parcel.endpoints), and the member's own warehouses
 * (warehouse.endpoints, decision 0103). Bags: bag.routes.ts.
 */
import { adminParcelEndpoints as staff } from '@app/shared/contracts/parcel.endpoints';
import { adminWarehouseEndpoints } from '@app/shared/contracts/warehouse.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { FileStorage } from '../../lib/platform/file-storage.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { loadAdminSummaries, type PhotoUrls } from '../parcel/parcel.service.ts';
import { parcelLabelSvg } from './label.ts';
import { measureParcel } from './measure.service.ts';
import { addPhoto, MAX_PHOTO_BYTES, setPhotoShowsLabel } from './photo.service.ts';
import { recentScans, scan } from './scan.service.ts';
import { assignParcel, confirmClaim, listUnclaimed, rejectClaim } from './unclaimed.service.ts';
import { assertSeesParcel, myWarehouses, warehouseOf } from './warehouse-access.service.ts';

export interface WarehouseOpsRouteDeps {
  db: Db;
  photos: PhotoUrls;
  storage: FileStorage;
  /** Calls a minute per user: claims (decisions are ten times that), photo uploads (decision 0083). */
  limits: { claimsPerMinute: number; uploadsPerMinute: number };
}

export function warehouseOpsRoutes(app: FastifyInstance, { db, photos, storage, limits }: WarehouseOpsRouteDeps): void {
  route(app, adminWarehouseEndpoints.mine, ({ actor }) => myWarehouses(db, actor));
  route(app, staff.scan, ({ actor, params, body }) => scan(db, actor, params.id, body.code));
  route(app, staff.scans, async ({ actor, params }) => {
    const house = await warehouseOf(db, actor, params.id);
    return recentScans(db, actor.userId, house.id);
  });
  route(app, staff.label, async ({ actor, params, reply }) => {
    await assertSeesParcel(db, actor, params.id);
    const [parcel] = await loadAdminSummaries(db, actor, [params.id]);
    if (!parcel) throw new AppError('parcel-not-found');
    // Not JSON: the SVG goes out as it is (a non-JSON content type skips the serializer).
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store');
    return parcelLabelSvg(parcel);
  });
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
  route(app, staff.unclaimed, ({ actor, query }) => listUnclaimed(db, actor, query, photos.url));
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

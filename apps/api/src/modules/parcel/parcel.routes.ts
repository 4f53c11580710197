/**
 * /api/Package: the customer's parcels; /api/Admin/…: tracking codes, scans, weighing
 * (declarations: @app/shared/contracts/parcel.endpoints).
 */
import { parcelEndpoints as endpoints, adminParcelEndpoints as staff } from '@app/shared/contracts/parcel.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { parcelLabelSvg } from './label.ts';
import { measureParcel } from './measure.service.ts';
import * as repo from './parcel.repository.ts';
import { getAdminParcel, getParcel, listParcels, loadAdminSummaries } from './parcel.service.ts';
import type { PhotoUrls } from './photo-urls.ts';
import { scan } from './scan.service.ts';
import { addTrackingCodes } from './tracking-codes.service.ts';
import { warehouseOf } from './warehouse-access.ts';

export interface ParcelRouteDeps {
  db: Db;
  photos: PhotoUrls;
}

export function parcelRoutes(app: FastifyInstance, { db, photos }: ParcelRouteDeps): void {
  route(app, endpoints.list, ({ actor, query }) => listParcels(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => getParcel(db, actor, params.id, photos.url));
}

export function adminParcelRoutes(app: FastifyInstance, { db, photos }: ParcelRouteDeps): void {
  route(app, staff.addTrackingCodes, ({ actor, params, body }) =>
    addTrackingCodes(db, actor, params.id, body.trackingCodes),
  );
  route(app, staff.scan, ({ actor, params, body }) => scan(db, actor, params.id, body.code));
  route(app, staff.scans, async ({ actor, params }) => {
    const house = await warehouseOf(db, actor, params.id);
    const rows = await repo.recentScans(db, actor.userId, house.id);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      outcome: r.outcome,
      message: r.message,
      parcelId: r.parcelId,
      createdAt: r.createdAt.toISOString(),
    }));
  });
  route(app, staff.get, ({ actor, params }) => getAdminParcel(db, actor, params.id, photos.url));
  route(app, staff.label, async ({ actor, params, reply }) => {
    const [parcel] = await loadAdminSummaries(db, actor, [params.id]);
    if (!parcel) throw new AppError('parcel-not-found');
    // Not JSON: the SVG goes out as it is (a non-JSON content type skips the serializer).
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store');
    return parcelLabelSvg(parcel);
  });
  route(app, staff.measure, ({ actor, params, body }) => measureParcel(db, actor, params.id, body));
}

/**
 * /api/Admin/…: warehouse operations moved out of the parcel module (decision 0088 addendum): the
 * station's scans and history, the parcel label (declarations: @app/shared/contracts/parcel.endpoints). Bags: bag.routes.ts.
 */
import { adminParcelEndpoints as staff } from '@app/shared/contracts/parcel.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { loadAdminSummaries } from '../parcel/parcel.service.ts';
import { parcelLabelSvg } from './label.ts';
import { recentScans, scan } from './scan.service.ts';
import { warehouseOf } from './warehouse-access.service.ts';

export function warehouseOpsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.scan, ({ actor, params, body }) => scan(db, actor, params.id, body.code));
  route(app, staff.scans, async ({ actor, params }) => {
    const house = await warehouseOf(db, actor, params.id);
    return recentScans(db, actor.userId, house.id);
  });
  route(app, staff.label, async ({ actor, params, reply }) => {
    const [parcel] = await loadAdminSummaries(db, actor, [params.id]);
    if (!parcel) throw new AppError('parcel-not-found');
    // Not JSON: the SVG goes out as it is (a non-JSON content type skips the serializer).
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store');
    return parcelLabelSvg(parcel);
  });
}

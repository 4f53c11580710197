/**
 * /api/OrderShipping: the customer's consignment orders, the public fee calculator and the measure
 * look-up; /api/Admin/OrderShipping: every customer's, read-only for staff
 * (declarations: @app/shared/contracts/consignment.endpoints).
 */
import {
  consignmentEndpoints as endpoints,
  adminConsignmentEndpoints as staff,
} from '@app/shared/contracts/consignment.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import type { PhotoUrls } from '../parcel/parcel.service.ts';
import * as service from './consignment.service.ts';
import { calcShippingFee, destinationWarehouses, measureCode } from './consignment-tools.service.ts';

export interface ConsignmentRouteDeps {
  db: Db;
  photos: PhotoUrls;
  /** Calls per minute per client address on the public calculator (as on the sign-in routes). */
  rateLimitPerMinute: number;
  /** Declarations (create, add codes) per minute per user: a declared code may claim a parcel (decision 0083). */
  declarationsPerMinute: number;
}

export function consignmentRoutes(
  app: FastifyInstance,
  { db, photos, rateLimitPerMinute, declarationsPerMinute }: ConsignmentRouteDeps,
): void {
  const declarations = perUserLimit(declarationsPerMinute);
  route(app, endpoints.list, ({ actor, query }) => service.listOrders(db, actor, query));
  route(
    app,
    endpoints.create,
    ({ actor, body, idempotencyKey }) => service.createOrder(db, actor, body, idempotencyKey),
    declarations,
  );
  const limited = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } };
  route(app, endpoints.calcShippingFee, ({ body }) => calcShippingFee(db, body), limited);
  route(app, endpoints.warehouses, () => destinationWarehouses(db), limited);
  route(app, endpoints.sendTo, ({ actor, query }) => service.previewSendTo(db, actor, query.vnWarehouseId));
  route(app, endpoints.measureCode, ({ actor, query }) => measureCode(db, actor, query.code, photos.url));
  route(app, endpoints.get, ({ actor, params }) => service.getOrder(db, actor, params.id));
  route(app, endpoints.cancel, ({ actor, params }) => service.cancelOrder(db, actor, params.id));
  route(
    app,
    endpoints.addParcels,
    ({ actor, params, body }) => service.addParcels(db, actor, params.id, body),
    declarations,
  );
  route(app, endpoints.removeParcel, ({ actor, params }) =>
    service.removeParcel(db, actor, params.id, params.parcelId),
  );
}

export function adminConsignmentRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => service.listOrders(db, actor, query));
  route(app, staff.get, ({ actor, params }) => service.getOrder(db, actor, params.id));
}

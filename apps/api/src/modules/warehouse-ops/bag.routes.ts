/** /api/Admin/Bag: bags between the CN and VN warehouses (declarations: @app/shared/contracts/bag.endpoints). */
import { bagEndpoints as endpoints } from '@app/shared/contracts/bag.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import {
  addParcel,
  closeBag,
  createBag,
  getBag,
  getBagLabel,
  listBags,
  receiveBag,
  removeParcel,
  shipBag,
} from './bag.service.ts';

export function bagRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => listBags(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => getBag(db, actor, params.id));
  route(app, endpoints.create, ({ actor, body }) => createBag(db, actor, body));
  route(app, endpoints.addParcel, ({ actor, params, body }) => addParcel(db, actor, params.id, body.code));
  route(app, endpoints.removeParcel, ({ actor, params }) => removeParcel(db, actor, params.id, params.parcelId));
  route(app, endpoints.close, ({ actor, params, body }) => closeBag(db, actor, params.id, body.weightGrams));
  route(app, endpoints.ship, ({ actor, params }) => shipBag(db, actor, params.id));
  route(app, endpoints.receive, ({ actor, params }) => receiveBag(db, actor, params.id));
  route(app, endpoints.label, async ({ actor, params, reply }) => {
    const svg = await getBagLabel(db, actor, params.id);
    // Not JSON: the SVG goes out as it is (a non-JSON content type skips the serializer).
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store');
    return svg;
  });
}

/** /api/Admin/Tariff and the public /api/Tariff (declarations: tariff.endpoints, decision 0099). */
import { tariffEndpoints as endpoints } from '@app/shared/contracts/tariff.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as admin from './tariff-admin.service.ts';
import { previewTariff } from './tariff-preview.service.ts';

/** A minute in browsers and shared caches; a new version shows within it (and at once where it was not cached). */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function tariffRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.current, () => admin.currentVersion(db));
  route(app, endpoints.versions, () => admin.listVersions(db));
  route(app, endpoints.publish, ({ actor, body }) => admin.publishVersion(db, actor, body));
  route(app, endpoints.preview, ({ body }) => previewTariff(db, body));
  route(app, endpoints.public, async ({ reply }) => {
    reply.header('Cache-Control', PUBLIC_CACHE);
    return admin.publicTariff(db);
  });
}

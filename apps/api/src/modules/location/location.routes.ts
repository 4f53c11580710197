/** /api/Location: public lists of provinces and wards (declarations: @app/shared/contracts/location.endpoints). */
import { locationEndpoints as endpoints } from '@app/shared/contracts/location.endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/http/route.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { listProvinces, listWards } from './location.service.ts';

/** Units change by decree: clients and proxies may keep them a day. */
const cacheADay = 'public, max-age=86400';

export function locationRoutes(app: FastifyInstance): void {
  route(app, endpoints.provinces, ({ reply }) => {
    reply.header('Cache-Control', cacheADay);
    return listProvinces();
  });
  route(app, endpoints.wards, ({ params, reply }) => {
    const wards = listWards(params.code);
    if (!wards) throw new AppError('province-not-found');
    reply.header('Cache-Control', cacheADay);
    return wards;
  });
}

/** /api/Admin/ExchangeRate: purchase rate history and setting a new rate (declarations: exchange-rate.endpoints). */
import { exchangeRateEndpoints as endpoints } from '@app/shared/contracts/exchange-rate.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './exchange-rate.service.ts';

export function exchangeRateRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.history, () => service.rateHistory(db));
  route(app, endpoints.export, async ({ reply }) => sendCsv(reply, await service.exportRates(db)));
  route(app, endpoints.set, ({ actor, body }) => service.setPurchaseRate(db, actor, body.rate));
}

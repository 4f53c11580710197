/** /api/Admin/ExchangeRate: purchase rate history and setting a new rate (admin, accountant). */
import { errorBody } from '@app/shared/contracts/common';
import { exchangeRate, exchangeRateInput, exchangeRateList } from '@app/shared/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import * as service from './exchange-rate.service.ts';

export const adminExchangeRateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', requirePermission('view:exchange-rate'));
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
  app.get('/', { schema: { tags: ['admin'], response: { 200: exchangeRateList, ...errors } } }, async () =>
    service.rateHistory(db),
  );
  app.post(
    '/',
    {
      preValidation: requirePermission('set:exchange-rate'),
      schema: { tags: ['admin'], body: exchangeRateInput, response: { 200: exchangeRate, ...errors } },
    },
    async (req) => service.setPurchaseRate(db, req.body.rate, requireUser(req).userId),
  );
};

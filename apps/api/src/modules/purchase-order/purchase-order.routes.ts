/** /api/OrderOrdering: the customer's purchase orders. */
import { errorBody, idParam, paged } from '@app/shared/contracts/common';
import {
  cancelPurchaseOrderInput,
  createPurchaseOrderInput,
  purchaseOrder,
  purchaseOrderListQuery,
  purchaseOrderSummary,
} from '@app/shared/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireIdempotencyKey } from '../../lib/idempotency.ts';
import { actorOf, customerOnly } from '../../plugins/auth.ts';
import * as service from './purchase-order.service.ts';
import { cancelByCustomer, payDeposit } from './purchase-order-payment.service.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
  const tags = ['order'];

  app.get(
    '/',
    {
      schema: { tags, querystring: purchaseOrderListQuery, response: { 200: paged(purchaseOrderSummary), ...errors } },
    },
    async (req) => service.listOrders(db, actorOf(req), req.query),
  );

  app.get('/:id', { schema: { tags, params: idParam, response: { 200: purchaseOrder, ...errors } } }, async (req) =>
    service.getOrder(db, actorOf(req), req.params.id),
  );

  app.post(
    '/',
    { schema: { tags, body: createPurchaseOrderInput, response: { 200: z.array(purchaseOrder), ...errors } } },
    async (req) => service.placeOrders(db, actorOf(req), req.body),
  );

  app.post(
    '/:id/Deposit',
    {
      schema: {
        tags,
        params: idParam,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 200: purchaseOrder, ...errors },
      },
    },
    async (req) => {
      const key = requireIdempotencyKey(req.headers['idempotency-key']);
      return payDeposit(db, actorOf(req), req.params.id, key);
    },
  );

  app.post(
    '/:id/Cancel',
    { schema: { tags, params: idParam, body: cancelPurchaseOrderInput, response: { 200: purchaseOrder, ...errors } } },
    async (req) => cancelByCustomer(db, actorOf(req), req.params.id, req.body.reason),
  );
};

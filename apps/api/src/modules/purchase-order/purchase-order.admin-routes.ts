/** /api/Admin/OrderOrdering: staff view of every purchase order and status changes. */
import { errorBody, idParam, paged } from '@app/shared/contracts/common';
import {
  adminPurchaseOrder,
  changePurchaseOrderStatusInput,
  purchaseOrderListQuery,
  purchaseOrderSummary,
} from '@app/shared/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { actorOf, requirePermission } from '../../plugins/auth.ts';
import * as service from './purchase-order.service.ts';
import { changeStatus, getAdminOrder } from './purchase-order-status.service.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', requirePermission('view:purchase-order'));
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: { tags, querystring: purchaseOrderListQuery, response: { 200: paged(purchaseOrderSummary), ...errors } },
    },
    async (req) => service.listOrders(db, actorOf(req), req.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: adminPurchaseOrder, ...errors } } },
    async (req) => getAdminOrder(db, actorOf(req), req.params.id),
  );

  app.post(
    '/:id/Status',
    {
      preValidation: requirePermission('set-status:purchase-order'),
      schema: {
        tags,
        params: idParam,
        body: changePurchaseOrderStatusInput,
        response: { 200: adminPurchaseOrder, ...errors },
      },
    },
    async (req) => changeStatus(db, actorOf(req), req.params.id, req.body),
  );
};

/** /api/ShoppingCart: the customer's cart. */

import { okResponse } from '@app/shared/contracts/auth';
import { cart, cartItem, cartItemInput, cartItemUpdate } from '@app/shared/contracts/cart';
import { errorBody, idParam } from '@app/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customerOnly, requireUser } from '../../plugins/auth.ts';
import * as service from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

  app.get('/', { schema: { tags: ['cart'], response: { 200: cart, 401: errorBody } } }, async (req) =>
    service.getCart(db, requireUser(req).userId),
  );

  app.post(
    '/',
    { schema: { tags: ['cart'], body: cartItemInput, response: { 200: cartItem, ...errors } } },
    async (req) => service.addItem(db, requireUser(req).userId, req.body),
  );

  app.put(
    '/:id',
    { schema: { tags: ['cart'], params: idParam, body: cartItemUpdate, response: { 200: cartItem, ...errors } } },
    async (req) => service.updateItem(db, requireUser(req).userId, req.params.id, req.body),
  );

  app.delete(
    '/:id',
    { schema: { tags: ['cart'], params: idParam, response: { 200: okResponse, ...errors } } },
    async (req) => {
      await service.removeItem(db, requireUser(req).userId, req.params.id);
      return { ok: true as const };
    },
  );
};

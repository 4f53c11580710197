/** /api/Address: the customer's delivery addresses. */
import { address, addressInput } from '@app/shared/contracts/address';
import { okResponse } from '@app/shared/contracts/auth';
import { errorBody, idParam } from '@app/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customerOnly, requireUser } from '../../plugins/auth.ts';
import * as service from './address.service.ts';

export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
  const tags = ['address'];

  app.get('/', { schema: { tags, response: { 200: z.array(address), 401: errorBody } } }, async (req) =>
    service.list(db, requireUser(req).userId),
  );
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: address, ...errors } } }, async (req) =>
    service.get(db, requireUser(req).userId, req.params.id),
  );
  app.post('/', { schema: { tags, body: addressInput, response: { 200: address, ...errors } } }, async (req) =>
    service.create(db, requireUser(req).userId, req.body),
  );
  app.put(
    '/:id',
    { schema: { tags, params: idParam, body: addressInput, response: { 200: address, ...errors } } },
    async (req) => service.update(db, requireUser(req).userId, req.params.id, req.body),
  );
  app.delete('/:id', { schema: { tags, params: idParam, response: { 200: okResponse, ...errors } } }, async (req) => {
    await service.remove(db, requireUser(req).userId, req.params.id);
    return { ok: true as const };
  });
};

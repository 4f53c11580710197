/** /api/Warehouse: the company's warehouses in China and Vietnam. */
import { warehouse } from '@app/shared/contracts/address';
import { errorBody } from '@app/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customerOnly } from '../../plugins/auth.ts';
import { listWarehouses } from './warehouse.repository.ts';

export const warehouseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  app.get('/', { schema: { tags: ['warehouse'], response: { 200: z.array(warehouse), 401: errorBody } } }, async () =>
    listWarehouses(db),
  );
};

/** /api/Location: public lists of provinces and wards (2025 administrative units). */
import { province, ward } from '@app/shared/contracts/address';
import { errorBody } from '@app/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { listProvinces, listWards } from './location.service.ts';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Provinces',
    { schema: { tags: ['location'], response: { 200: z.array(province) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return listProvinces();
    },
  );

  app.get(
    '/Provinces/:code/Wards',
    {
      schema: {
        tags: ['location'],
        params: z.object({ code: z.string().regex(/^\d{2}$/, 'Mã tỉnh/thành phố gồm 2 chữ số') }),
        response: { 200: z.array(ward), 400: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      const wards = listWards(req.params.code);
      if (!wards) throw new AppError('province-not-found');
      reply.header('Cache-Control', 'public, max-age=86400');
      return wards;
    },
  );
};

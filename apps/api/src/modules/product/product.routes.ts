/** /api/ChinaWebProduct: parse a pasted link, look a product up. */
import { errorBody } from '@app/shared/contracts/common';
import { parsedLink, parseLinkInput, productDraft, productLookupQuery, site } from '@app/shared/contracts/product';
import { parseProductLink } from '@app/shared/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { customerOnly } from '../../plugins/auth.ts';
import { lookupProduct, manualProvider } from './product-provider.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', customerOnly);
  const errors = { 400: errorBody, 401: errorBody, 422: errorBody };

  app.post(
    '/Parse',
    { schema: { tags: ['product'], body: parseLinkInput, response: { 200: parsedLink, ...errors } } },
    async (req) => {
      const parsed = parseProductLink(req.body.text);
      if (!parsed) throw new AppError('unsupported-link');
      return parsed;
    },
  );

  app.get(
    '/:site/:productId',
    {
      schema: {
        tags: ['product'],
        params: z.object({ site, productId: z.string() }),
        querystring: productLookupQuery.pick({ url: true }),
        response: { 200: productDraft, ...errors },
      },
    },
    async (req) => {
      const { site: s, productId } = req.params;
      if (productId === 'link') {
        const parsed = req.query.url ? parseProductLink(req.query.url) : null;
        if (!parsed || parsed.site !== s) throw new AppError('unsupported-link');
        return lookupProduct([manualProvider], parsed);
      }
      if (!/^\d{5,20}$/.test(productId)) throw new AppError('product-id-invalid');
      return lookupProduct([manualProvider], { site: s, productId, url: '' });
    },
  );
};

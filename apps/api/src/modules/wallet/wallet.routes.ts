/** /api/Wallet/Recharge and /api/Transaction (customer); /api/Admin/Recharge (staff). */
import { errorBody, idParam, paged, pageQuery } from '@app/shared/contracts/common';
import {
  cancelRechargeInput,
  ledgerEntry,
  recharge,
  rechargeInput,
  rechargeListQuery,
} from '@app/shared/contracts/wallet';
import type { LedgerEntryType } from '@app/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { actorOf, customerOnly, requirePermission, requireUser } from '../../plugins/auth.ts';
import { findWalletAccountId, listWalletLines } from './ledger.repository.ts';
import * as service from './recharge.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const rechargeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  app.post(
    '/',
    { schema: { tags: ['wallet'], body: rechargeInput, response: { 200: recharge, ...errors } } },
    async (req) => service.createRecharge(db, actorOf(req), req.body.amountVnd),
  );
  app.get(
    '/',
    { schema: { tags: ['wallet'], querystring: rechargeListQuery, response: { 200: paged(recharge), ...errors } } },
    async (req) => service.listRecharges(db, actorOf(req), req.query),
  );
};

export const transactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', customerOnly);
  app.get(
    '/',
    { schema: { tags: ['wallet'], querystring: pageQuery, response: { 200: paged(ledgerEntry), ...errors } } },
    async (req) => {
      const { page, pageSize } = req.query;
      const accountId = await findWalletAccountId(db, requireUser(req).userId);
      if (accountId === undefined) return { items: [], page, pageSize, total: 0 };
      const { items, total } = await listWalletLines(db, accountId, page, pageSize);
      return {
        items: items.map((i) => ({ ...i, type: i.type as LedgerEntryType, createdAt: i.createdAt.toISOString() })),
        page,
        pageSize,
        total,
      };
    },
  );
};

export const adminRechargeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preValidation', requirePermission('view:recharge'));
  const tags = ['admin'];
  app.get(
    '/',
    { schema: { tags, querystring: rechargeListQuery, response: { 200: paged(recharge), ...errors } } },
    async (req) => service.listRecharges(db, actorOf(req), req.query),
  );
  app.post(
    '/:id/Approve',
    {
      preValidation: requirePermission('approve:recharge'),
      schema: { tags, params: idParam, response: { 200: recharge, ...errors } },
    },
    async (req) => service.approveRecharge(db, actorOf(req), req.params.id),
  );
  app.post(
    '/:id/Cancel',
    {
      preValidation: requirePermission('cancel:recharge'),
      schema: { tags, params: idParam, body: cancelRechargeInput, response: { 200: recharge, ...errors } },
    },
    async (req) => service.cancelRecharge(db, actorOf(req), req.params.id, req.body.note),
  );
};

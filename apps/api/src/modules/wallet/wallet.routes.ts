/**
 * /api/Wallet/Recharge and /api/Transaction (customer); /api/Admin/Recharge (staff). Declarations:
 * @app/shared/contracts/wallet.endpoints.
 */
import {
  adminRechargeEndpoints,
  rechargeEndpoints,
  transactionEndpoints,
} from '@app/shared/contracts/wallet.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as recharges from './recharge.service.ts';
import { exportRecharges } from './recharge-export.ts';
import { listTransactions } from './transaction.service.ts';

export function walletRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, rechargeEndpoints.create, ({ actor, body }) => recharges.createRecharge(db, actor, body.amountVnd));
  route(app, rechargeEndpoints.list, ({ actor, query }) => recharges.listRecharges(db, actor, query));
  route(app, transactionEndpoints.list, ({ actor, query }) => listTransactions(db, actor, query));
}

export function adminRechargeRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, adminRechargeEndpoints.list, ({ actor, query }) => recharges.listRecharges(db, actor, query));
  route(app, adminRechargeEndpoints.export, async ({ actor, query, reply }) =>
    sendCsv(reply, await exportRecharges(db, actor, query)),
  );
  route(app, adminRechargeEndpoints.approve, ({ actor, params, body }) =>
    recharges.approveRecharge(db, actor, params.id, body),
  );
  route(app, adminRechargeEndpoints.cancel, ({ actor, params, body }) =>
    recharges.cancelRecharge(db, actor, params.id, body.note),
  );
}

/**
 * /api/Wallet/BankAccount and /api/Wallet/Withdraw (customer); /api/Admin/Withdraw (staff).
 * Declarations: @app/shared/contracts/withdrawal.endpoints.
 */
import {
  customerBankAccountEndpoints as accounts,
  withdrawalEndpoints as endpoints,
  adminWithdrawalEndpoints as staff,
} from '@app/shared/contracts/withdrawal.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { addBankAccount, deleteBankAccount, listBankAccounts } from './bank-account.service.ts';
import { cancelWithdrawal, listWithdrawals, loadWithdrawal, requestWithdrawal } from './withdrawal.service.ts';
import { approveWithdrawal, payoutQr, payWithdrawal, rejectWithdrawal } from './withdrawal-staff.service.ts';

export function withdrawalRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, accounts.list, ({ actor }) => listBankAccounts(db, actor));
  route(app, accounts.create, ({ actor, body }) => addBankAccount(db, actor, body));
  route(app, accounts.remove, ({ actor, params }) => deleteBankAccount(db, actor, params.id));
  route(app, endpoints.create, ({ actor, body, idempotencyKey }) => requestWithdrawal(db, actor, body, idempotencyKey));
  route(app, endpoints.list, ({ actor, query }) => listWithdrawals(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => loadWithdrawal(db, actor, params.id));
  route(app, endpoints.cancel, ({ actor, params }) => cancelWithdrawal(db, actor, params.id));
}

export function adminWithdrawalRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => listWithdrawals(db, actor, query));
  route(app, staff.get, ({ actor, params }) => loadWithdrawal(db, actor, params.id));
  route(app, staff.payoutQr, ({ actor, params }) => payoutQr(db, actor, params.id));
  route(app, staff.approve, ({ actor, params }) => approveWithdrawal(db, actor, params.id));
  route(app, staff.pay, ({ actor, params, body }) => payWithdrawal(db, actor, params.id, body));
  route(app, staff.reject, ({ actor, params, body }) => rejectWithdrawal(db, actor, params.id, body.reason));
}

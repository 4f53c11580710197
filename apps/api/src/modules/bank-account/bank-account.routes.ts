/** /api/Admin/BankAccount: company bank accounts (declarations: bank-account.endpoints). */
import { bankAccountEndpoints as endpoints } from '@app/shared/contracts/bank-account.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './bank-account.service.ts';

export function bankAccountRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, () => service.listBankAccounts(db));
  route(app, endpoints.export, async ({ reply }) => sendCsv(reply, await service.exportBankAccounts(db)));
  route(app, endpoints.create, ({ actor, body }) => service.addBankAccount(db, actor, body));
  route(app, endpoints.activate, ({ actor, params }) => service.activateBankAccount(db, actor, params.id));
}

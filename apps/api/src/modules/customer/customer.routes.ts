/** /api/Admin/Customer: the staff's customer lookup and customer page (declarations: customer.endpoints). */
import { adminAgencyEndpoints } from '@app/shared/contracts/agency.endpoints';
import { customerEndpoints as endpoints } from '@app/shared/contracts/customer.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './customer.service.ts';
import { setAgent } from './customer-agent.service.ts';
import * as care from './customer-care.service.ts';

export function customerRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => service.listCustomers(db, actor, query));
  route(app, endpoints.mine, ({ actor, query }) => service.listMine(db, actor, query));
  route(app, endpoints.salesStaff, () => care.listSalesStaff(db));
  route(app, endpoints.update, ({ actor, params, body }) => care.updateCustomer(db, actor, params.id, body));
  route(app, endpoints.lock, ({ actor, params, body }) => care.lockCustomer(db, actor, params.id, body.reason));
  route(app, endpoints.unlock, ({ actor, params }) => care.unlockCustomer(db, actor, params.id));
  route(app, endpoints.level, ({ actor, params, body }) => care.setCustomerLevel(db, actor, params.id, body));
  // The agent role and referral code (decision 0118; declared with the agency endpoints).
  route(app, adminAgencyEndpoints.setAgent, ({ actor, params, body }) => setAgent(db, actor, params.id, body));
  route(app, endpoints.export, async ({ actor, query, reply }) =>
    sendCsv(reply, await service.exportCustomers(db, actor, query.q)),
  );
  route(app, endpoints.get, ({ actor, params }) => service.getCustomer(db, actor, params.id));
  route(app, endpoints.transactions, ({ actor, params, query }) =>
    service.customerTransactions(db, actor, params.id, query),
  );
  route(app, endpoints.exportTransactions, async ({ actor, params, reply }) =>
    sendCsv(reply, await service.exportTransactions(db, actor, params.id)),
  );
  route(app, endpoints.exportAddresses, async ({ actor, params, reply }) =>
    sendCsv(reply, await service.exportAddresses(db, actor, params.id)),
  );
}

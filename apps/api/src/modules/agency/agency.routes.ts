/**
 * /api/Agency (the agent's pages, access `agent`) and /api/Admin/CommissionRule (admin).
 * Declarations: @app/shared/contracts/agency.endpoints. The admin's Agent switch on a customer is
 * registered by modules/customer.
 */
import { adminAgencyEndpoints as admin, agencyEndpoints as endpoints } from '@app/shared/contracts/agency.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import * as service from './agency.service.ts';

export interface AgencyRouteDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the origin links in mail point to; unset → the origin the request came to. */
  publicUrl?: string;
}

export function agencyRoutes(app: FastifyInstance, { db, mailer, publicUrl }: AgencyRouteDeps): void {
  route(app, endpoints.summary, ({ actor }) => service.agencySummary(db, actor));
  route(app, endpoints.customers, ({ actor, query }) => service.listAgencyCustomers(db, actor, query));
  route(app, endpoints.customer, ({ actor, params }) => service.getAgencyCustomer(db, actor, params.id));
  route(app, endpoints.createCustomer, ({ actor, body, idempotencyKey, req }) =>
    service.createAgencyCustomer(
      { db, mailer, baseUrl: publicUrl ?? `${req.protocol}://${req.host}` },
      actor,
      body,
      idempotencyKey,
    ),
  );
  route(app, endpoints.commissions, async ({ actor, query }) =>
    service.listCommissions(db, actor, query, (await currentSettings(db)).complaintWindowHours),
  );
}

export function adminAgencyRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, admin.rules, () => service.getCommissionRules(db));
  route(app, admin.setRules, ({ actor, body }) => service.setCommissionRules(db, actor, body));
}

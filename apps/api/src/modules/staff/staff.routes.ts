/** /api/Admin/Staff: staff management (declarations: staff.endpoints; decision 0097). */
import { staffEndpoints as endpoints } from '@app/shared/contracts/staff.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { Mailer } from '../mail/mail.service.ts';
import * as service from './staff.service.ts';
import * as access from './staff-access.service.ts';
import * as limits from './staff-money-limits.service.ts';

export interface StaffRouteDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the origin links in mail point to; unset → the origin the admin's request came to. */
  publicUrl?: string;
}

export function staffRoutes(app: FastifyInstance, { db, mailer, publicUrl }: StaffRouteDeps): void {
  const deps = (req: FastifyRequest): service.StaffDeps => ({
    db,
    mailer,
    baseUrl: publicUrl ?? `${req.protocol}://${req.host}`,
  });
  route(app, endpoints.list, ({ query }) => service.listStaff(db, query));
  route(app, endpoints.create, ({ actor, body, req }) => service.createStaff(deps(req), actor, body));
  route(app, endpoints.get, ({ params }) => limits.getStaffWithLimits(db, params.id));
  route(app, endpoints.update, ({ actor, params, body, req }) =>
    service.updateStaff(deps(req), actor, params.id, body),
  );
  route(app, endpoints.disable, ({ actor, params, body }) => access.disableStaff(db, actor, params.id, body.reason));
  route(app, endpoints.enable, ({ actor, params }) => access.enableStaff(db, actor, params.id));
  route(app, endpoints.resetPassword, ({ actor, params, req }) =>
    access.resetStaffPassword(deps(req), actor, params.id),
  );
  route(app, endpoints.setMoneyLimits, ({ actor, params, body }) =>
    limits.setStaffMoneyLimits(db, actor, params.id, body),
  );
}

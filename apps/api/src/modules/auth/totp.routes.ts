/** /api/Admin/CurrentUser/Totp: the staff member's own authenticator (declarations: totp.endpoints, decision 0098). */
import { totpEndpoints as endpoints } from '@app/shared/contracts/totp.endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/http/route.ts';
import * as service from './totp.service.ts';
import type { TotpDeps } from './totp-proof.service.ts';

export function totpRoutes(app: FastifyInstance, { deps }: { deps: TotpDeps }): void {
  route(app, endpoints.status, ({ actor }) => service.totpStatus(deps, actor));
  route(app, endpoints.setup, ({ actor }) => service.setupTotp(deps, actor));
  route(app, endpoints.enable, ({ actor, body }) => service.enableTotp(deps, actor, body.code));
  route(app, endpoints.disable, ({ actor, body }) => service.disableTotp(deps, actor, body.code));
}

/** /api/Admin/Settings: the settings an admin can change (declarations: setting.endpoints). */
import { settingEndpoints as endpoints } from '@app/shared/contracts/setting.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './setting.service.ts';

export function settingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.get, () => service.getSettings(db));
  route(app, endpoints.put, ({ actor, body }) => service.saveSettings(db, actor, body));
}

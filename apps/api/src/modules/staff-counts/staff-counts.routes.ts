/** /api/Admin/Counts: what waits for the signed-in staff member (@app/shared/contracts/staff-counts.endpoints). */
import { staffCountsEndpoints } from '@app/shared/contracts/staff-counts.endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/http/route.ts';
import type { StaffCountsService } from './staff-counts.service.ts';

export function staffCountsRoutes(app: FastifyInstance, { counts }: { counts: StaffCountsService }): void {
  route(app, staffCountsEndpoints.get, ({ actor }) => counts.forActor(actor));
}

/** /health: the API answers (load balancers, uptime checks). */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('system', () => import('zod'));

export const healthEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    schemas: ({ z }) => ({ response: z.object({ status: z.literal('ok') }) }),
  }),
};

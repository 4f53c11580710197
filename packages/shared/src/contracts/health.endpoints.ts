/** /health: the API answers (load balancers, uptime checks). */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('system', () => import('./health.ts'));

export const healthEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    schemas: (s) => ({ response: s.health }),
  }),
};

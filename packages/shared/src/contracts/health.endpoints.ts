/**
 * /health: the process answers (liveness). /health/ready: it can also reach its database within a
 * short time (readiness: a load balancer sends traffic only while it answers 200), else 503.
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('system', () => import('./health.ts'));

export const healthEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    schemas: (s) => ({ response: s.health }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    errors: [503],
    schemas: (s) => ({ response: s.health }),
  }),
};

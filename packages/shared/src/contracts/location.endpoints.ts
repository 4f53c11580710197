/** /Location: public lists of Vietnam's provinces and wards (2025 administrative units), cached a day. */
import { endpointsOf } from './endpoint.ts';

const root = '/Location/Provinces';
const endpoint = endpointsOf('location', () => import('./address.ts'));

export const locationEndpoints = {
  provinces: endpoint({
    method: 'GET',
    path: root,
    access: 'public',
    schemas: (s, { listOf }) => ({ response: listOf(s.province) }),
  }),
  /** 404 `province-not-found` for an unknown two-digit code. */
  wards: endpoint({
    method: 'GET',
    path: `${root}/:code/Wards`,
    access: 'public',
    errors: [400, 404],
    schemas: (s, { listOf }) => ({ params: s.provinceCodeParam, response: listOf(s.ward) }),
  }),
};

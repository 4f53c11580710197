/** /Location: public lists of Vietnam's provinces and wards (2025 administrative units), cached a day. */
import { endpointsOf } from './endpoint.ts';

const root = '/Location/Provinces';
const endpoint = endpointsOf('location', () => import('./address.ts'));

export const locationEndpoints = {
  provinces: endpoint({
    method: 'GET',
    path: root,
    access: 'public',
    schemas: (s, { z }) => ({ response: z.array(s.province) }),
  }),
  /** 404 `province-not-found` for an unknown two-digit code. */
  wards: endpoint({
    method: 'GET',
    path: `${root}/:code/Wards`,
    access: 'public',
    errors: [400, 404],
    schemas: (s, { z }) => ({
      params: z.object({ code: z.string().regex(/^\d{2}$/, 'Mã tỉnh/thành phố gồm 2 chữ số') }),
      response: z.array(s.ward),
    }),
  }),
};

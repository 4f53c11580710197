/** /Admin/Tariff: tariff versions (decision 0099); /Tariff: the version in force for the price list. */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Tariff';
const endpoint = endpointsOf('tariff', () => import('./tariff.ts'));
const errors = [400, 401, 403] as const;

export const tariffEndpoints = {
  /** The version in force (exchange rates: those in force). */
  current: endpoint({
    method: 'GET',
    path: root,
    access: 'view:tariff',
    errors: [401, 403, 409],
    schemas: (s) => ({ response: s.tariffVersion }),
  }),
  /** Every version, newest first (at most 100). */
  versions: endpoint({
    method: 'GET',
    path: `${root}/Versions`,
    access: 'view:tariff',
    errors,
    schemas: (s, { listOf }) => ({ response: listOf(s.tariffVersion) }),
  }),
  /** Publishes a new version from `effectiveFrom` (now or later); past versions never change. */
  publish: endpoint({
    method: 'POST',
    path: root,
    access: 'manage:tariff',
    errors,
    schemas: (s) => ({ body: s.tariffInput, response: s.tariffVersion }),
  }),
  /** Three sample orders priced under the version in force and under `body`. Writes nothing. */
  preview: endpoint({
    method: 'POST',
    path: `${root}/Preview`,
    access: 'manage:tariff',
    errors,
    schemas: (s) => ({ body: s.tariffShape, response: s.tariffPreview }),
  }),
  /** The price list, signed out (cached by browsers and proxies for a minute). */
  public: endpoint({
    method: 'GET',
    path: '/Tariff',
    access: 'public',
    errors: [409],
    schemas: (s) => ({ response: s.publicTariff }),
  }),
};

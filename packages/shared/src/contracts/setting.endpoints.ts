/** /Admin/Settings: the settings an admin can change (timed rules, decision 0071). Admin only. */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Settings';
const endpoint = endpointsOf('admin', () => import('./setting.ts'));
const errors = [400, 401, 403] as const;

export const settingEndpoints = {
  get: endpoint({
    method: 'GET',
    path: root,
    access: 'manage:setting',
    errors,
    schemas: (s) => ({ response: s.settingsView }),
  }),
  /** Saves every setting at once; in force from the jobs' next run (a changed N applies at once). */
  put: endpoint({
    method: 'PUT',
    path: root,
    access: 'manage:setting',
    errors,
    schemas: (s) => ({ body: s.settingsInput, response: s.settingsView }),
  }),
};

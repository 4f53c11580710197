/** /Admin/ExchangeRate: the purchase rate (VND per CNY) in force, its history, and setting a new one. */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/ExchangeRate';
const endpoint = endpointsOf('admin', () => import('./wallet.ts'));
const errors = [400, 401, 403] as const;

export const exchangeRateEndpoints = {
  history: endpoint({
    method: 'GET',
    path: root,
    access: 'view:exchange-rate',
    errors,
    schemas: (s) => ({ response: s.exchangeRateList }),
  }),
  /** The history as CSV for Excel (decision 0041). */
  export: endpoint({
    method: 'GET',
    path: `${root}/Export`,
    access: 'view:exchange-rate',
    errors,
    schemas: (_s, { csvFile }) => ({ response: csvFile }),
  }),
  /** Effective now; earlier rates stay in the history. */
  set: endpoint({
    method: 'POST',
    path: root,
    access: 'set:exchange-rate',
    errors,
    schemas: (s) => ({ body: s.exchangeRateInput, response: s.exchangeRate }),
  }),
};

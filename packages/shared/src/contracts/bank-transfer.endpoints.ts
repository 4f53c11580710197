/**
 * Bank notifications (DESIGN.md §3.8): the notification services' webhooks at /Webhook/Bank/{provider}
 * (public; each authenticates with its own header, checked by the API's adapter before the body is
 * read, so these declare no body schema) and the staff review queue at /Admin/BankTransfer.
 */
import { endpointsOf } from './endpoint.ts';

const webhook = endpointsOf('webhook', () => import('./bank-transfer.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./bank-transfer.ts'));
const staffTransfers = '/Admin/BankTransfer';
const errors = [400, 401, 403, 404, 409] as const;

export const bankWebhookEndpoints = {
  /** SePay: `Authorization: Apikey …` or `X-SePay-Signature` (HMAC-SHA256); 404 while not configured. */
  sepay: webhook({
    method: 'POST',
    path: '/Webhook/Bank/sepay',
    access: 'public',
    errors: [400, 401, 404],
    schemas: (s) => ({ response: s.webhookAck }),
  }),
  /** Casso: `X-Casso-Signature` (HMAC-SHA512) or the legacy `secure-token`; 404 while not configured. */
  casso: webhook({
    method: 'POST',
    path: '/Webhook/Bank/casso',
    access: 'public',
    errors: [400, 401, 404],
    schemas: (s) => ({ response: s.webhookAck }),
  }),
};

export const adminBankTransferEndpoints = {
  /** The transfers of one status (default `unmatched`), newest first, with what each settled. */
  list: staffEndpoint({
    method: 'GET',
    path: staffTransfers,
    access: 'view:bank-transfer',
    errors,
    schemas: (s, { paged }) => ({ query: s.bankTransferListQuery, response: paged(s.bankTransfer) }),
  }),
  /** Credits a pending recharge or a customer with an unmatched transfer; 409 once settled. */
  assign: staffEndpoint({
    method: 'POST',
    path: `${staffTransfers}/:id/Assign`,
    access: 'settle:bank-transfer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.assignBankTransferInput, response: s.bankTransfer }),
  }),
  /** Sets an unmatched transfer aside with a reason; 409 once settled. */
  ignore: staffEndpoint({
    method: 'POST',
    path: `${staffTransfers}/:id/Ignore`,
    access: 'settle:bank-transfer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.ignoreBankTransferInput, response: s.bankTransfer }),
  }),
};

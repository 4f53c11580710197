/**
 * Buying purchase orders (decision 0050): the staff side under /Admin/OrderOrdering
 * (queue, purchasers, assign, purchase, quote) and the customer's answer to a price change.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/OrderOrdering';
const staffRoot = `/Admin${root}`;
const endpoint = endpointsOf('order', () => import('./buying.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./buying.ts'));
const staffErrors = [400, 401, 403, 404, 409] as const;

export const buyingEndpoints = {
  /**
   * Accept (the order goes on at the new prices; nothing is debited until delivery) or decline
   * (cancelled, everything paid back to the wallet in the same transaction). Idempotent on the key.
   */
  confirmPriceChange: endpoint({
    method: 'POST',
    path: `${root}/:id/ConfirmPriceChange`,
    access: 'customer',
    errors: [400, 401, 404, 409, 422],
    idempotencyKey: true,
    schemas: (s, { idParam }) => ({
      params: idParam,
      body: s.confirmPriceChangeInput,
      response: s.purchaseOrder,
    }),
  }),
};

export const adminBuyingEndpoints = {
  /** The "Mua hàng" queue: one tab's orders, oldest wait first, filtered and searched. */
  queue: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/PurchaseQueue`,
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s) => ({ query: s.purchaseQueueQuery, response: s.purchaseQueue }),
  }),
  /** Staff who may be assigned an order to buy. */
  purchasers: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/Purchasers`,
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s, { listOf }) => ({ response: listOf(s.purchaser) }),
  }),
  assign: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Assign`,
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.assignInput, response: s.adminPurchaseOrder }),
  }),
  /** Records one shop order and what it bought; refunds short lines at once; see decision 0050. */
  purchase: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Purchase`,
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({
      params: idParam,
      body: s.purchaseInput,
      response: s.adminPurchaseOrder,
    }),
  }),
  /** Prices every line of an order awaiting a quote → `awaiting_deposit`, 100 % deposit due. */
  quote: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Quote`,
    access: 'quote:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.quoteInput, response: s.adminPurchaseOrder }),
  }),
};

/**
 * Agency (DESIGN.md §3.10, decisions 0118 and 0119): the agent's pages at /Agency (access `agent`:
 * a signed-in user holding the `agent` role, 403 `agent-only` otherwise), the admin's switch on a
 * customer at /Admin/Customer/{id}/Agent and the commission rules at /Admin/CommissionRule.
 * The agent's pay-on-behalf orders (/Agency/OrderPob) are declared with the pay-on-behalf endpoints.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Agency';
const endpoint = endpointsOf('agency', () => import('./agency.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./agency.ts'));
const customerDetail = endpointsOf('admin', () => import('./customer.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const agencyEndpoints = {
  /** The agent's code, register link, customer count, orders this month and commission totals. */
  summary: endpoint({
    method: 'GET',
    path: root,
    access: 'agent',
    errors,
    schemas: (s) => ({ response: s.agencySummary }),
  }),
  /** The agent's customers, newest link first; phones and e-mails masked; never balances. */
  customers: endpoint({
    method: 'GET',
    path: `${root}/Customer`,
    access: 'agent',
    errors,
    schemas: (s, { paged }) => ({ query: s.agencyCustomerListQuery, response: paged(s.agencyCustomer) }),
  }),
  /** One of the agent's customers; 404 for anyone else's. */
  customer: endpoint({
    method: 'GET',
    path: `${root}/Customer/:id`,
    access: 'agent',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.agencyCustomer }),
  }),
  /**
   * Creates a customer linked to the agent, without a usable password; the customer gets a
   * set-password link by e-mail. 409 `email-already-in-use` / `phone-already-in-use`.
   */
  createCustomer: endpoint({
    method: 'POST',
    path: `${root}/Customer`,
    access: 'agent',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.createAgencyCustomerInput, response: s.agencyCustomer }),
  }),
  /** The agent's commission entries, newest first. */
  commissions: endpoint({
    method: 'GET',
    path: `${root}/Commission`,
    access: 'agent',
    errors,
    schemas: (s, { paged }) => ({ query: s.commissionListQuery, response: paged(s.commissionEntry) }),
  }),
};

export const adminAgencyEndpoints = {
  /**
   * Grants or removes the `agent` role and sets the referral code (generated when omitted); audited.
   * 409 `referral-code-in-use`, 409 `staff-cannot-be-agent` for a staff account. Answers the
   * customer's page (GET /Admin/Customer/{id}).
   */
  setAgent: customerDetail({
    method: 'PUT',
    path: '/Admin/Customer/:id/Agent',
    access: 'manage:agent',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.setAgentInput, response: s.customerDetail }),
  }),
  /** The commission rules in force. */
  rules: staffEndpoint({
    method: 'GET',
    path: '/Admin/CommissionRule',
    access: 'manage:commission-rule',
    errors,
    schemas: (s) => ({ response: s.commissionRuleList }),
  }),
  /** Replaces the rules (one per service); audited. Applies to fees earned from now on. */
  setRules: staffEndpoint({
    method: 'PUT',
    path: '/Admin/CommissionRule',
    access: 'manage:commission-rule',
    errors,
    schemas: (s) => ({ body: s.commissionRulesInput, response: s.commissionRuleList }),
  }),
};

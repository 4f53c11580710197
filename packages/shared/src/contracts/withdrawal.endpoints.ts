/**
 * Withdrawals (DESIGN.md §3.8): the customer's bank accounts at /Wallet/BankAccount, their requests
 * at /Wallet/Withdraw, the staff queue at /Admin/Withdraw.
 */
import { endpointsOf } from './endpoint.ts';

const accounts = '/Wallet/BankAccount';
const root = '/Wallet/Withdraw';
const staffRoot = '/Admin/Withdraw';
const endpoint = endpointsOf('wallet', () => import('./withdrawal.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./withdrawal.ts'));
const errors = [400, 401, 403, 404, 409, 422] as const;

export const customerBankAccountEndpoints = {
  /** The customer's live accounts, newest first, each saying from when it may be used. */
  list: endpoint({
    method: 'GET',
    path: accounts,
    access: 'customer',
    errors,
    schemas: (s) => ({ response: s.customerBankAccountList }),
  }),
  /** The name is turned into capitals without accents; 409 when the same account is already saved. */
  create: endpoint({
    method: 'POST',
    path: accounts,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.customerBankAccountInput, response: s.customerBankAccount }),
  }),
  /** Soft delete: past withdrawals keep it; it can no longer be used. */
  remove: endpoint({
    method: 'DELETE',
    path: `${accounts}/:id`,
    access: 'customer',
    errors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
};

export const withdrawalEndpoints = {
  /**
   * Holds `amountVnd` from the wallet at once and creates the request `pending`. Refuses, writing
   * nothing: 409 `insufficient-balance` (with `missingVnd`), 400 below or above the settings' bounds,
   * 409 over the day's total, 409 while the account waits, 404 an account not the customer's.
   */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.withdrawInput, response: s.withdrawal }),
  }),
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.withdrawalListQuery, response: paged(s.withdrawal) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.withdrawal }),
  }),
  /** While `pending`: the hold goes back to the wallet; cancelling a cancelled one answers it unchanged. */
  cancel: endpoint({
    method: 'POST',
    path: `${root}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.withdrawal }),
  }),
};

export const adminWithdrawalEndpoints = {
  /** Pending requests first, oldest first, each flagged `overdue` after 24 h; then the others, newest first. */
  list: staffEndpoint({
    method: 'GET',
    path: staffRoot,
    access: 'view:withdrawal',
    errors,
    schemas: (s, { paged }) => ({ query: s.adminWithdrawalListQuery, response: paged(s.withdrawal) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id`,
    access: 'view:withdrawal',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.withdrawal }),
  }),
  /** The VietQR payload for the customer's account, the amount and the memo `RUT {code}`. */
  payoutQr: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id/PayoutQr`,
    access: 'view:withdrawal',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.payoutQr }),
  }),
  approve: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Approve`,
    access: 'approve:withdrawal',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.withdrawal }),
  }),
  /** Hold → bank, with the bank's reference and the proof images (uploaded by the same member). */
  pay: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Pay`,
    access: 'pay:withdrawal',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.payWithdrawalInput, response: s.withdrawal }),
  }),
  /** From `pending` or `approved`: the hold goes back to the wallet. */
  reject: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Reject`,
    access: 'approve:withdrawal',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.rejectWithdrawalInput, response: s.withdrawal }),
  }),
};

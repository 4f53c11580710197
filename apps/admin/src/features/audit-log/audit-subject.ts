/**
 * Where an audit row's subject opens in the console (decision 0096): an order, a bag, a delivery
 * request, a customer have their page; a setting, a rate, a bank account their list; a list export
 * (`*`) and a kind without a page (a parcel, a claim) none.
 */
import { auditSubjectLabels } from '@app/shared/audit-actions';

const pages: Record<string, (id: string) => string> = {
  purchase_order: (id) => `/orderOrdering/${id}`,
  consignment_order: (id) => `/orderShipping/${id}`,
  bag: (id) => `/bag/${id}`,
  delivery_request: (id) => `/delivery/${id}`,
  user: (id) => `/customer/${id}`,
  recharge: () => '/recharge',
  exchange_rate: () => '/exchangeRate',
  setting: () => '/settings',
  bank_account: () => '/bankAccount',
  audit_log: () => '/auditLog',
};

/** The console path of subject (`type`, `id`), or null when it has none. */
export function subjectPath(type: string, id: string): string | null {
  const page = pages[type];
  if (!page) return null;
  const path = page(id);
  // A list export names no single object: only pages that are lists themselves still make sense.
  return id === '*' && path.endsWith(`/${id}`) ? null : path;
}

/** The subject's Vietnamese noun (the raw type when the catalogue has none). */
export function subjectLabel(type: string): string {
  return auditSubjectLabels[type] ?? type;
}

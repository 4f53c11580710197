/**
 * One of the agent's customers: name, the masked phone and e-mail exactly as the API gives them
 * (never the full ones, never a balance), orders placed, when linked, and whether the customer has
 * set a password yet.
 */
import type { AgencyCustomer } from '@app/shared/contracts/agency';
import { formatDate } from '@app/shared/money';
import { agencyMessages as m } from '../../../messages/agency.ts';

/** The contact line: masked phone, then the masked e-mail when there is one. */
export function contactLine(c: Pick<AgencyCustomer, 'phoneMasked' | 'emailMasked'>): string {
  return [c.phoneMasked, c.emailMasked].filter(Boolean).join(' · ');
}

export function CustomerRow({ customer: c }: { customer: AgencyCustomer }) {
  return (
    <div className="card" data-testid="agency-customer" style={{ display: 'grid', gap: 2, padding: '12px 16px' }}>
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{c.fullName}</strong>
        <span style={{ whiteSpace: 'nowrap' }}>{m.orderCount(c.orderCount)}</span>
      </span>
      <span data-testid="agency-customer-contact" style={{ overflowWrap: 'anywhere', color: 'var(--app-text-muted)' }}>
        {contactLine(c)}
      </span>
      <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
        {m.linkedAt(formatDate(c.linkedAt))}
        {!c.activated && (
          <span style={{ color: 'var(--app-primary-pressed)' }} data-testid="agency-customer-inactive">
            {' · '}
            {m.notActivated}
          </span>
        )}
      </span>
    </div>
  );
}

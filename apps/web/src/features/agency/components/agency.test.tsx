// @vitest-environment jsdom
/**
 * The agent's customer rows show the contact details only as the API masked them (never a full
 * phone, never a balance) and say when a customer has not set a password yet; the register link is
 * a full address on this site; only the `agent` role opens the agent's pages.
 */
import type { AgencyCustomer } from '@app/shared/contracts/agency';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { isAgent } from './agent-gate.tsx';
import { CustomerRow, contactLine } from './customer-row.tsx';
import { absoluteLink } from './register-link-card.tsx';

afterEach(cleanup);

const customer: AgencyCustomer = {
  id: 12,
  fullName: 'Trần Thị Mai',
  phoneMasked: '09••••••62',
  emailMasked: 'ma•••@example.vn',
  linkedAt: '2026-11-20T08:00:00.000Z',
  orderCount: 3,
  activated: true,
};

describe("the agent's customers", () => {
  it('shows the masked phone and e-mail, the orders and the linking date', () => {
    render(<CustomerRow customer={customer} />);
    expect(screen.getByTestId('agency-customer-contact').textContent).toBe('09••••••62 · ma•••@example.vn');
    const row = screen.getByTestId('agency-customer').textContent ?? '';
    expect(row).toContain('Trần Thị Mai');
    expect(row).toContain('3 đơn');
    expect(row).toContain('Liên kết 20/11/2026');
    expect(row).not.toMatch(/\d{10}/);
    expect(row).not.toContain('₫');
    expect(screen.queryByTestId('agency-customer-inactive')).toBeNull();
  });

  it('says when the customer has not set a password yet, and leaves out a missing e-mail', () => {
    render(<CustomerRow customer={{ ...customer, activated: false, emailMasked: '' }} />);
    expect(screen.getByTestId('agency-customer-inactive').textContent).toContain('Chưa đặt mật khẩu');
    expect(contactLine({ phoneMasked: '09••••••62', emailMasked: '' })).toBe('09••••••62');
  });

  it('makes the register link a full address on this site, keeping one the API gives whole', () => {
    expect(absoluteLink('/auth/register?ref=DL2026', 'https://app.example.vn')).toBe(
      'https://app.example.vn/auth/register?ref=DL2026',
    );
    expect(absoluteLink('https://app.example.vn/auth/register?ref=X1Y2', 'http://localhost:5173')).toBe(
      'https://app.example.vn/auth/register?ref=X1Y2',
    );
  });

  it('opens the agent pages to the agent role only', () => {
    expect(isAgent(['customer', 'agent'])).toBe(true);
    expect(isAgent(['customer'])).toBe(false);
    expect(isAgent(undefined)).toBe(false);
  });
});

// @vitest-environment jsdom
import '../../test/dom.ts';
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { agentInput } from './agency-api.ts';
import { CustomerAgencyCard } from './customer-agency-card.tsx';

afterEach(cleanup);

const customer: CustomerDetail = {
  id: 7,
  fullName: 'Đỗ Thị Hoà',
  phone: '0351112233',
  email: 'hoa@example.vn',
  roles: ['customer', 'agent'],
  walletBalanceVnd: 0,
  disabled: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  orderCount: 0,
  rechargeCount: 0,
  addresses: [],
  level: { id: 2, name: 'Bạc', depositPercent: 70, serviceFeeDiscountPercent: 5, pinned: false },
  disabledAt: null,
  disabledReason: null,
  salesStaff: null,
  note: '',
  agency: {
    isAgent: true,
    referralCode: 'HOANGUYEN',
    agent: { id: 3, fullName: 'Trần Văn Đại', referralCode: 'DAI2026' },
    agentLinkedAt: '2026-11-02T03:00:00.000Z',
    agentCustomerCount: 12,
  },
};

function renderCard(roles: string[], c: CustomerDetail = customer) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser, { id: 1, roles });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <CustomerAgencyCard customer={c} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CustomerAgencyCard', () => {
  it('shows the agent, its code and customers, and the agent the customer belongs to; admins may change it', () => {
    renderCard(['admin']);
    expect(screen.getByTestId('customer-agent-state').textContent).toBe('Là đại lý');
    expect(screen.getByTestId('customer-referral-code').textContent).toBe('HOANGUYEN');
    expect(screen.getByTestId('customer-agent-count').textContent).toBe('12');
    expect(screen.getByTestId('customer-belongs-to').textContent).toMatch(/^Trần Văn Đại \(DAI2026\) · từ /);
    expect(screen.getByTestId('customer-agent-edit').textContent).toBe('Sửa mã giới thiệu');
    expect(screen.getByTestId('customer-agent-remove')).toBeTruthy();
  }, 30_000);

  it('offers non-admins no switch; a former agent’s code is marked inactive', () => {
    renderCard(['sales'], {
      ...customer,
      agency: { ...customer.agency, isAgent: false, agent: null, agentLinkedAt: null },
    });
    expect(screen.getByTestId('customer-agent-state').textContent).toBe('Không phải đại lý');
    expect(screen.getByText('(Mã không còn hiệu lực)')).toBeTruthy();
    expect(screen.getByTestId('customer-belongs-to').textContent).toBe('Không thuộc đại lý nào');
    expect(screen.queryByTestId('customer-agent-edit')).toBeNull();
  }, 30_000);

  it('sends an empty code as "generate one" and removal without a code', () => {
    expect(agentInput(true, '  ')).toEqual({ isAgent: true, referralCode: null });
    expect(agentInput(true, ' hoa2026 ')).toEqual({ isAgent: true, referralCode: 'hoa2026' });
    expect(agentInput(false, 'X')).toEqual({ isAgent: false });
  });
});

// @vitest-environment jsdom
import '../../test/dom.ts';
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { CustomerCareCard } from './customer-care-card.tsx';

afterEach(cleanup);

const customer: CustomerDetail = {
  id: 7,
  fullName: 'Đỗ Thị Hoà',
  phone: '0351112233',
  email: 'hoa@example.vn',
  roles: ['customer'],
  walletBalanceVnd: 250_000,
  disabled: true,
  createdAt: '2026-11-01T03:00:00.000Z',
  orderCount: 0,
  rechargeCount: 0,
  addresses: [],
  level: { id: 2, name: 'Bạc', depositPercent: 70, serviceFeeDiscountPercent: 5, pinned: true },
  disabledAt: '2026-11-20T03:00:00.000Z',
  disabledReason: 'Nghi ngờ gian lận',
  salesStaff: { id: 3, fullName: 'Lê Văn Sale' },
  note: 'Gọi buổi sáng',
  agency: { isAgent: false, referralCode: null, agent: null, agentLinkedAt: null, agentCustomerCount: 0 },
};

function renderCard(roles: string[], c: CustomerDetail = customer) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser, { id: 1, roles });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <CustomerCareCard customer={c} />
      </App>
    </QueryClientProvider>,
  );
}

describe('CustomerCareCard', () => {
  it('shows the level and what it gives, the lock and its reason, the sales member and the note', () => {
    renderCard(['admin']);
    expect(screen.getByTestId('customer-level').textContent).toBe('Bạc');
    expect(screen.getByText('Cố định')).toBeTruthy();
    expect(screen.getByText('Đặt cọc 70% · Giảm phí mua hàng 5%')).toBeTruthy();
    expect(screen.getByTestId('customer-lock-reason').textContent).toBe('Lý do khóa: Nghi ngờ gian lận');
    expect(screen.getByTestId('customer-sales').textContent).toBe('Lê Văn Sale');
    expect(screen.getByTestId('customer-note').textContent).toBe('Gọi buổi sáng');
    expect(screen.getByTestId('customer-unlock')).toBeTruthy();
    expect(screen.getByTestId('customer-pin-level')).toBeTruthy();
  }, 30_000);

  it('offers sales the lock and the assignment but not the level pin; accountants only read', () => {
    renderCard(['sales'], { ...customer, disabled: false, disabledAt: null, disabledReason: null });
    expect(screen.getByTestId('customer-lock')).toBeTruthy();
    expect(screen.getByTestId('customer-assign')).toBeTruthy();
    expect(screen.queryByTestId('customer-pin-level')).toBeNull();
    cleanup();
    renderCard(['accountant']);
    expect(screen.queryByTestId('customer-unlock')).toBeNull();
    expect(screen.queryByTestId('customer-assign')).toBeNull();
  }, 30_000);
});

// @vitest-environment jsdom
/** Customer names in staff lists open the customer page for staff who may look customers up. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys.ts';
import { CustomerLink } from './customer-link.tsx';

afterEach(cleanup);

function renderAs(roles: string[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser, { id: 1, fullName: 'Nhân viên', roles });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomerLink customer={{ id: 42, fullName: 'Phạm Thị Thu Hằng' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CustomerLink', () => {
  it.each([['admin'], ['sales'], ['accountant']])('links to /customer/:id for %s', (role) => {
    renderAs([role]);
    expect(screen.getByRole('link', { name: 'Phạm Thị Thu Hằng' }).getAttribute('href')).toBe('/customer/42');
  });

  it.each([['purchaser'], ['warehouse_cn'], ['warehouse_vn']])('is plain text for %s (no customer page)', (role) => {
    renderAs([role]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Phạm Thị Thu Hằng')).toBeTruthy();
  });
});

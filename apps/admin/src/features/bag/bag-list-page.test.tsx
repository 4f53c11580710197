// @vitest-environment jsdom
/**
 * The bag list opens bags only from the member's own China warehouses (decision 0103), to any Vietnam
 * warehouse; a Vietnam member gets no form; a member with no warehouse is told to ask an administrator.
 */
import '../../test/dom.ts';
import type { Warehouse } from '@app/shared/contracts/address';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { BagListPage } from './bag-list-page.tsx';

const house = (id: number, name: string, country: 'CN' | 'VN'): Warehouse => ({
  id,
  name,
  country,
  chinaAddress: null,
});
const all = [
  house(1, 'Kho Quảng Châu', 'CN'),
  house(2, 'Kho Hà Nội', 'VN'),
  house(3, 'Kho TP.HCM', 'VN'),
  house(4, 'Kho Đông Hưng', 'CN'),
];

function answer(mine: Warehouse[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/Admin/Warehouse/Mine')
        ? mine
        : url.includes('/Admin/Bag')
          ? { items: [], page: 1, pageSize: 20, total: 0 }
          : all;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter>
          <BagListPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bag list by warehouse', { timeout: 30_000 }, () => {
  it("opens bags from the member's own China warehouse, to the first Vietnam warehouse", async () => {
    answer([all[3]!]);
    renderPage();
    const create = await screen.findByTestId('bag-create');
    await vi.waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    const form = create.closest('form')!;
    expect(form.textContent).toContain('Kho Đông Hưng');
    expect(form.textContent).not.toContain('Kho Quảng Châu');
    expect(form.textContent).toContain('Kho Hà Nội');
  });

  it('offers a Vietnam member no bag to open', async () => {
    answer([all[1]!]);
    renderPage();
    expect(await screen.findByText('Bao hàng', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByTestId('bag-create')).toBeNull();
  });

  it('tells a member with no warehouse to ask an administrator', async () => {
    answer([]);
    renderPage();
    expect((await screen.findByTestId('no-warehouse')).textContent).toBe(
      'Bạn chưa được phân công kho nào, hãy liên hệ quản trị viên',
    );
  });
});

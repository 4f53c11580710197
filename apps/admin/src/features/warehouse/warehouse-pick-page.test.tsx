// @vitest-environment jsdom
/**
 * The warehouse pick page offers the member's own warehouses only (GET /Admin/Warehouse/Mine,
 * decision 0103), and with none says so in Vietnamese.
 */
import '../../test/dom.ts';
import type { Warehouse } from '@app/shared/contracts/address';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { WarehousePickPage } from './warehouse-pick-page.tsx';

const quangChau: Warehouse = { id: 1, name: 'Kho Quảng Châu', country: 'CN', chinaAddress: null };

function answer(mine: Warehouse[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(mine), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter>
          <WarehousePickPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('picking a warehouse', { timeout: 30_000 }, () => {
  it("offers the member's own warehouses, each with its station", async () => {
    const calls = answer([quangChau]);
    renderPage();
    expect((await screen.findAllByTestId('warehouse-card')).map((c) => c.textContent)).toEqual([
      expect.stringContaining('Kho Quảng Châu'),
    ]);
    expect(calls.some((u) => u.endsWith('/Admin/Warehouse/Mine'))).toBe(true);
  });

  it('tells a member with no warehouse to ask an administrator', async () => {
    answer([]);
    renderPage();
    expect((await screen.findByTestId('no-warehouse')).textContent).toContain(
      'Bạn chưa được phân công kho nào, hãy liên hệ quản trị viên',
    );
    expect(screen.queryByTestId('warehouse-card')).toBeNull();
  });
});

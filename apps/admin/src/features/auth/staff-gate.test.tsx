// @vitest-environment jsdom
/**
 * The console's session gate (decision 0020): a server that cannot be reached (offline,
 * 5xx) keeps the staff member signed in with the connection banner and retries when the browser is
 * back online; only a 401 sends them to the login screen.
 */
import '../../test/dom.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { endSession, getToken, startSession } from '../../lib/session.ts';
import { StaffGate } from './staff-gate.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

const staff = { id: 7, fullName: 'Lê Thu Ngân', email: 'ngan@demo.vn', phone: '0900000007', roles: ['accountant'] };

function renderGate() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/recharge']}>
        <Routes>
          <Route path="/recharge" element={<StaffGate>{(user) => <p>Xin chào {user.fullName}</p>}</StaffGate>} />
          <Route path="/login" element={<p>Trang đăng nhập</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('StaffGate', () => {
  it('keeps the session offline, shows the banner, and goes on when the connection returns', async () => {
    startSession('opaque-token');
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderGate();
    const banner = await screen.findByTestId('connection-banner');
    expect(banner.textContent).toContain('Mất kết nối mạng');
    expect(screen.queryByText('Trang đăng nhập')).toBeNull();
    expect(getToken()).toBe('opaque-token');

    fetch.mockResolvedValue(answer(200, staff));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Xin chào Lê Thu Ngân')).toBeTruthy();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  }, 30_000);

  it('keeps the session through a 5xx with the server message', async () => {
    startSession('opaque-token');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, {})));
    renderGate();
    const banner = await screen.findByTestId('connection-banner');
    expect(banner.textContent).toContain('Máy chủ đang tạm thời gián đoạn');
    expect(getToken()).toBe('opaque-token');
  }, 30_000);

  it('ends the session on a 401', async () => {
    startSession('opaque-token');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(401, { code: 'invalid-user-token', Message: 'Phiên đăng nhập không hợp lệ' })),
    );
    renderGate();
    expect(await screen.findByText('Trang đăng nhập')).toBeTruthy();
    expect(getToken()).toBeNull();
  }, 30_000);
});

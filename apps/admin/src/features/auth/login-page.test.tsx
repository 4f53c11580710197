// @vitest-environment jsdom
/**
 * The login form's second step (decision 0098): after `totp-required` the same card asks for the
 * 6-digit code and sends it with the name and password of the first step; a wrong code keeps the
 * step with the API's message; "Dùng mã khôi phục" sends a recovery code instead.
 */
import '../../test/dom.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { endSession, getToken } from '../../lib/session.ts';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

const staff = { id: 7, fullName: 'Lê Thu Ngân', email: 'ngan@demo.vn', phone: '0900000007', roles: ['accountant'] };
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.x';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API: login wants `totpCode` 123456 or `recoveryCode` abcde-fghjk; the current user is staff. */
function fakeApi() {
  const bodies: Record<string, string>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/CurrentUser')) return answer(200, staff);
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    bodies.push(body);
    if (body.totpCode === '123456' || body.recoveryCode === 'abcde-fghjk') return answer(200, { token });
    if (body.totpCode || body.recoveryCode) {
      return answer(401, { code: 'invalid-totp-code', Message: 'Mã xác thực không đúng hoặc đã được dùng' });
    }
    return answer(401, { code: 'totp-required', Message: 'Vui lòng nhập mã xác thực 6 chữ số' });
  });
  vi.stubGlobal('fetch', fetch);
  return bodies;
}

function renderLogin() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/orderOrdering" element={<p>Danh sách đơn</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

async function firstStep() {
  fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại'), { target: { value: 'ngan@demo.vn' } });
  fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'Matkhau123' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  return screen.findByLabelText('Mã xác thực');
}

describe('LoginPage second step', () => {
  it('asks for the code after totp-required, then signs in with the password and the code', async () => {
    const bodies = fakeApi();
    renderLogin();
    const code = await firstStep();
    expect(screen.queryByTestId('login-error')).toBeNull();
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('login-second-submit'));
    expect(await screen.findByText('Mã xác thực gồm 6 chữ số')).toBeTruthy();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('login-second-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Mã xác thực không đúng');
    expect(screen.getByLabelText('Mã xác thực')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mã xác thực'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('login-second-submit'));
    expect(await screen.findByText('Danh sách đơn')).toBeTruthy();
    expect(getToken()).toBe(token);
    expect(bodies.at(-1)).toEqual({ userName: 'ngan@demo.vn', password: 'Matkhau123', totpCode: '123456' });
  }, 30_000);

  it('switches to a recovery code with "Dùng mã khôi phục"', async () => {
    const bodies = fakeApi();
    renderLogin();
    await firstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Dùng mã khôi phục' }));
    fireEvent.change(await screen.findByLabelText('Mã khôi phục'), { target: { value: ' abcde-fghjk ' } });
    fireEvent.click(screen.getByTestId('login-second-submit'));
    await waitFor(() => expect(getToken()).toBe(token));
    expect(bodies.at(-1)).toEqual({ userName: 'ngan@demo.vn', password: 'Matkhau123', recoveryCode: 'abcde-fghjk' });
  }, 30_000);
});

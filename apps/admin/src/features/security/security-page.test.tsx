// @vitest-environment jsdom
/**
 * 'Bảo mật' (decision 0098): a member whose role requires two-factor sign-in is told so; setting it
 * up shows the QR and the secret, a code enables it, and the ten recovery codes show once until
 * "Tôi đã lưu các mã".
 */
import '../../test/dom.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { SecurityPage } from './security-page.tsx';

vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function fakeApi() {
  let enabled = false;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/Setup')) {
      return answer(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSW' });
    }
    if (url.endsWith('/Enable')) {
      if (JSON.parse(String(init?.body)).code !== '123456') {
        return answer(400, { code: 'invalid-totp-code', Message: 'Mã xác thực không đúng hoặc đã được dùng' });
      }
      enabled = true;
      return answer(200, { recoveryCodes: codes });
    }
    return answer(200, {
      enabled,
      enabledAt: enabled ? '2026-11-27T03:00:00.000Z' : null,
      required: true,
      recoveryCodesLeft: enabled ? 10 : 0,
    });
  });
  vi.stubGlobal('fetch', fetch);
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <SecurityPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('SecurityPage', () => {
  it('says the role requires it, sets it up with the QR and the secret, and shows the recovery codes once', async () => {
    fakeApi();
    renderPage();
    expect((await screen.findByTestId('totp-required')).textContent).toContain('duyệt nạp tiền');
    expect(screen.getByTestId('totp-state').textContent).toBe('Chưa bật.');
    fireEvent.click(screen.getByTestId('totp-start'));
    expect((await screen.findByTestId('totp-secret')).textContent).toContain('JBSW Y3DP');
    expect(await screen.findByAltText('Mã QR để thêm tài khoản vào ứng dụng xác thực')).toBeTruthy();

    fireEvent.change(screen.getByTestId('totp-enable-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('totp-enable'));
    expect(await screen.findByText('Mã xác thực không đúng hoặc đã được dùng')).toBeTruthy();

    fireEvent.change(screen.getByTestId('totp-enable-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('totp-enable'));
    const shown = await screen.findByTestId('recovery-codes');
    for (const code of codes) expect(shown.textContent).toContain(code);
    expect((await screen.findByTestId('totp-state')).textContent).toContain('Còn 10 mã khôi phục');
    fireEvent.click(screen.getByTestId('recovery-codes-done'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByTestId('totp-disable-code')).toBeTruthy();
  }, 30_000);
});

// @vitest-environment jsdom
/**
 * Registration says which fields are required before the first submit, and an empty field asks to
 * be filled in rather than calling it invalid (decision 0095).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as RegisterPage } from './register-page.tsx';

beforeEach(() => {
  // The password policy request: the page keeps its default policy when it fails.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const password = () => document.querySelector('input[autocomplete="new-password"]') as HTMLInputElement;
const errorOf = (el: HTMLInputElement) => el.closest('[data-form-field]')?.querySelector('[role="alert"]')?.textContent;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function renderPage(path = '/auth/register') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RegisterPage />
    </MemoryRouter>,
  );
}

describe('register form', () => {
  it('marks every field as required before the user submits', () => {
    renderPage();
    for (const el of [input('Họ và tên'), input('Số điện thoại'), input('Email'), password()]) {
      expect(el.getAttribute('aria-required'), el.name).toBe('true');
      expect(el.closest('[data-form-field]')?.querySelector('label')?.textContent, el.name).toMatch(/\*$/);
    }
    expect(screen.getByText('Các mục có dấu * là bắt buộc')).toBeTruthy();
  });

  it('asks to fill in each empty field, not that it is invalid', async () => {
    renderPage();
    await submit();
    expect(errorOf(input('Họ và tên'))).toBe('Vui lòng nhập họ và tên');
    expect(errorOf(input('Số điện thoại'))).toBe('Vui lòng nhập số điện thoại');
    expect(errorOf(input('Email'))).toBe('Vui lòng nhập email');
    expect(errorOf(password())).toBe('Vui lòng nhập mật khẩu');
  });

  it('still calls a badly written e-mail or phone invalid, and spaces alone empty', async () => {
    renderPage();
    fireEvent.input(input('Email'), { target: { value: 'mai@' } });
    fireEvent.input(input('Số điện thoại'), { target: { value: '12345' } });
    fireEvent.input(input('Họ và tên'), { target: { value: '   ' } });
    await submit();
    expect(errorOf(input('Email'))).toBe('Email không hợp lệ');
    expect(errorOf(input('Số điện thoại'))).toBe('Số điện thoại không hợp lệ');
    expect(errorOf(input('Họ và tên'))).toBe('Vui lòng nhập họ và tên');
  });

  it('links the terms of use and sends the version it showed (decision 0102)', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        if (String(url).includes('/StaticPage/terms'))
          return Response.json({
            slug: 'terms',
            title: 'Điều khoản',
            body: '',
            version: 3,
            updatedAt: '2026-11-01T00:00:00Z',
          });
        if (String(url).includes('/auth/register')) bodies.push(JSON.parse(String(init?.body)));
        return new Response('{}', { status: 503 });
      }),
    );
    renderPage();
    expect(screen.getByTestId('terms-notice').querySelector('a')?.getAttribute('href')).toBe('/staticPage/terms');
    fireEvent.input(input('Họ và tên'), { target: { value: 'Trần Thị Mai' } });
    fireEvent.input(input('Số điện thoại'), { target: { value: '0977318462' } });
    fireEvent.input(input('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.input(password(), { target: { value: 'matkhau123' } });
    await submit();
    await submit();
    expect(bodies.at(-1)).toMatchObject({ email: 'mai@example.vn', acceptedTermsVersion: 3 });
  });

  it("fills an agent's code from the link, sends it, and shows the API's refusal on that field (decision 0118)", async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        if (String(url).includes('/auth/register')) {
          bodies.push(JSON.parse(String(init?.body)));
          return Response.json(
            {
              Message: 'Mã giới thiệu không đúng hoặc không còn hiệu lực, vui lòng kiểm tra lại hoặc bỏ trống',
              code: 'referral-code-invalid',
            },
            { status: 400 },
          );
        }
        return new Response('{}', { status: 503 });
      }),
    );
    renderPage('/auth/register?ref=dl2026');
    const code = input('Mã giới thiệu');
    expect(code.value).toBe('dl2026');
    expect(code.getAttribute('aria-required')).toBeNull();
    fireEvent.input(input('Họ và tên'), { target: { value: 'Trần Thị Mai' } });
    fireEvent.input(input('Số điện thoại'), { target: { value: '0977318462' } });
    fireEvent.input(input('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.input(password(), { target: { value: 'matkhau123' } });
    await submit();
    await submit();
    expect(bodies.at(-1)).toMatchObject({ referralCode: 'DL2026' });
    expect(errorOf(code)).toBe('Mã giới thiệu không đúng hoặc không còn hiệu lực, vui lòng kiểm tra lại hoặc bỏ trống');
  });

  it('sends no referral code when the field is left empty', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        if (String(url).includes('/auth/register')) bodies.push(JSON.parse(String(init?.body)));
        return new Response('{}', { status: 503 });
      }),
    );
    renderPage();
    expect(input('Mã giới thiệu').value).toBe('');
    fireEvent.input(input('Họ và tên'), { target: { value: 'Trần Thị Mai' } });
    fireEvent.input(input('Số điện thoại'), { target: { value: '0977318462' } });
    fireEvent.input(input('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.input(password(), { target: { value: 'matkhau123' } });
    await submit();
    await submit();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.at(-1)).not.toHaveProperty('referralCode');
  });
});

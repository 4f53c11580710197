// @vitest-environment jsdom
/**
 * /auth/setPassword?token=…: a customer an agent created chooses a password from the mailed link;
 * the two entries must match, the link's token is sent with it, and a used link shows the API's
 * message. Without a token the page says the link is not valid instead of showing a form.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SetPasswordPage } from './set-password-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const passwords = () => [...document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]')];

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/setPassword" element={<SetPasswordPage />} />
        <Route path="/auth/login" element={<p data-testid="login">login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function stubApi(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).includes('/auth/SetPassword')) {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return answer(body);
      }
      return new Response('{}', { status: 503 });
    }),
  );
  return bodies;
}

describe('set password from the link', () => {
  it('refuses two different entries before sending anything', async () => {
    const bodies = stubApi(() => Response.json({ ok: true }));
    renderPage('/auth/setPassword?token=abc123');
    const [first, second] = passwords();
    fireEvent.input(first!, { target: { value: 'Matkhau@123' } });
    fireEvent.input(second!, { target: { value: 'Matkhau@124' } });
    await submit();
    expect(screen.getByText('Hai mật khẩu không khớp')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it("sends the link's token with the password, then goes to sign in", async () => {
    const bodies = stubApi(() => Response.json({ ok: true }));
    renderPage('/auth/setPassword?token=abc123');
    for (const el of passwords()) fireEvent.input(el, { target: { value: 'Matkhau@123' } });
    await submit();
    expect(bodies.at(-1)).toEqual({ token: 'abc123', password: 'Matkhau@123' });
    expect(screen.getByTestId('login')).toBeTruthy();
  });

  it("shows the API's message for a used or expired link", async () => {
    stubApi(() =>
      Response.json({ Message: 'Liên kết đã hết hạn hoặc đã được dùng', code: 'invalid-token' }, { status: 400 }),
    );
    renderPage('/auth/setPassword?token=used');
    for (const el of passwords()) fireEvent.input(el, { target: { value: 'Matkhau@123' } });
    await submit();
    await submit();
    expect(screen.getByText('Liên kết đã hết hạn hoặc đã được dùng')).toBeTruthy();
  });

  it('says the link is not valid when it has no token', () => {
    renderPage('/auth/setPassword');
    expect(screen.getByTestId('set-password-no-token').textContent).toContain('Liên kết đặt mật khẩu không hợp lệ');
    expect(passwords()).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import '../../test/dom.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { BankAccountForm } from './bank-account-form.tsx';

afterEach(cleanup);

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <BankAccountForm />
      </App>
    </QueryClientProvider>,
  );
}

describe('BankAccountForm', () => {
  it("checks the fields with the shared contract's Vietnamese messages and writes the holder in capitals", async () => {
    renderForm();
    const number = screen.getByLabelText('Số tài khoản');
    const holder = screen.getByLabelText('Tên chủ tài khoản') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '12ab' } });
    fireEvent.change(holder, { target: { value: 'cong ty that' } });
    expect(holder.value).toBe('CONG TY THAT');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm tài khoản' }));
    expect(await screen.findByText('Số tài khoản gồm 6–19 chữ số')).toBeTruthy();
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeTruthy();
    fireEvent.change(holder, { target: { value: 'Công ty' } });
    expect(await screen.findByText('Tên chủ tài khoản viết hoa, không dấu (như trên thẻ ngân hàng)')).toBeTruthy();
  }, 30_000); // antd's first render in jsdom takes seconds on a loaded machine
});

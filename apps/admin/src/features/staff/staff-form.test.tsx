// @vitest-environment jsdom
/**
 * The staff form (decision 0097): roles as checkboxes with their Vietnamese labels, checked with the
 * API's own contract, and the body it submits (e-mail as typed is left to the API to lower-case).
 */
import '../../test/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyStaff, StaffForm } from './staff-form.tsx';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <>
      <StaffForm id="f" initial={emptyStaff} warehouses={[{ id: 2, name: 'Kho Hà Nội' }]} onSubmit={onSubmit} />
      <button type="submit" form="f">
        Lưu
      </button>
    </>,
  );
  return onSubmit;
}

describe('StaffForm', () => {
  it('asks for a name, an e-mail and at least one role, in Vietnamese, and submits nothing', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Kế toán')).toBeTruthy();
    expect(screen.getByLabelText('Kho Việt Nam')).toBeTruthy();
    expect(screen.queryByLabelText('Khách hàng')).toBeNull();
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    expect(await screen.findByText('Vui lòng nhập họ và tên')).toBeTruthy();
    expect(await screen.findByText('Vui lòng nhập email')).toBeTruthy();
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(await screen.findByText('Vui lòng chọn ít nhất một vai trò')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 30_000); // antd's first render in jsdom takes seconds on a loaded machine

  it('submits the member with the roles ticked and no phone', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Lê Thu Ngân' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ngan@congty.vn' } });
    fireEvent.click(screen.getByLabelText('Kế toán'));
    fireEvent.click(screen.getByLabelText('Chăm sóc khách hàng'));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Lê Thu Ngân',
      email: 'ngan@congty.vn',
      phone: '',
      roles: ['sales', 'accountant'], // the catalogue's order
      warehouseIds: [],
    });
  }, 30_000);
});

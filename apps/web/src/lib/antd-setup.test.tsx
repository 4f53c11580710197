// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/preact';
import Dialog from 'antd-mobile/es/components/dialog';
import { describe, expect, it } from 'vitest';
import './antd-setup.ts';

describe('antd-mobile set-up', () => {
  it('gives imperative dialogs, rendered outside every provider, the Vietnamese Cancel and Confirm', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = Dialog.confirm({ content: 'Xóa sản phẩm này khỏi giỏ hàng?' });
    });
    const cancel = await screen.findByRole('button', { name: 'Hủy' });
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/取消|确定|确认/);
    act(() => cancel.click());
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hủy' })).toBeNull());
  });
});

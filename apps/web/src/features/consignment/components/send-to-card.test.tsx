// @vitest-environment jsdom
/**
 * Where the seller sends the parcels (decision 0061): the recipient line with the customer's and the
 * order's codes in view, and the copy button putting the whole address on the clipboard.
 */
import type { SendToAddress } from '@app/shared/contracts/consignment';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendToCard } from './send-to-card.tsx';

afterEach(cleanup);

const sendTo: SendToAddress = {
  warehouse: { id: 1, name: 'Kho Quảng Châu' },
  recipient: 'KH00042 KG2611-000001',
  address: 'Bạch Vân, Quảng Châu, Quảng Đông, Trung Quốc',
  copyText: '收货人 (Người nhận): KH00042 KG2611-000001\n地址 (Địa chỉ): Bạch Vân, Quảng Châu, Quảng Đông, Trung Quốc',
};

describe('SendToCard', () => {
  it('shows the recipient line and the address, in Vietnamese', () => {
    render(<SendToCard sendTo={sendTo} />);
    expect(screen.getByTestId('send-to-recipient').textContent).toBe('KH00042 KG2611-000001');
    expect(screen.getByTestId('send-to-address').textContent).toContain('Kho Quảng Châu');
    // The Chinese field names go to the seller on the clipboard, not onto the customer's screen.
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('copies the whole address for the seller', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<SendToCard sendTo={sendTo} />);
    fireEvent.click(screen.getByTestId('send-to-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(sendTo.copyText));
  });
});

// @vitest-environment jsdom
/**
 * The QR recharge on a phone (decision 0094): the customer cannot scan her own screen, so the
 * QR image can be saved (shared as a file where the browser can, downloaded as a PNG otherwise),
 * and every transfer detail sits beside it with a copy button.
 */
import '../../../lib/antd-setup.ts';
import type { Recharge } from '@app/shared/contracts/wallet';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RechargeInstructions } from './recharge-instructions.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
vi.mock('qrcode', () => ({ toDataURL: async () => PNG }));

const recharge: Recharge = {
  id: 11,
  code: 'NT2611-000011',
  memo: 'NAP ABC123',
  amountVnd: 500_000,
  receivedVnd: null,
  note: '',
  status: 'pending',
  bankAccount: {
    bankBin: '970436',
    bankShortName: 'Vietcombank',
    bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    accountNumber: '0011004455667',
    accountName: 'CONG TY TNHH HANG TRUNG QUOC',
  },
  vietQrPayload: '000201010212',
  createdAt: '2026-11-22T07:00:00.000Z',
  decidedAt: null,
};

let toasts: unknown[];
beforeEach(() => {
  toasts = [];
  vi.spyOn(Toast, 'show').mockImplementation((p) => {
    toasts.push(typeof p === 'string' ? p : p.content);
    return { close: () => {} };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

const saveButton = () => screen.findByRole('button', { name: 'Lưu ảnh QR' });

describe('RechargeInstructions', () => {
  it('downloads the QR as a PNG named after the memo where files cannot be shared', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<RechargeInstructions recharge={recharge} />);
    fireEvent.click(await saveButton());
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('VietQR-NAP-ABC123.png');
    expect(clicked[0]!.getAttribute('href')).toBe(PNG);
    expect(toasts[0]).toContain('Đã lưu ảnh QR');
  });

  it('shares the QR as an image file where the phone can', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.assign(navigator, { share, canShare: (d: ShareData) => !!d.files?.length });
    render(<RechargeInstructions recharge={recharge} />);
    fireEvent.click(await saveButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const file = share.mock.calls[0]![0].files![0]!;
    expect(file.name).toBe('VietQR-NAP-ABC123.png');
    expect(file.type).toBe('image/png');
  });

  it('puts a copy button beside the bank, account number, account name, amount and memo', async () => {
    render(<RechargeInstructions recharge={recharge} />);
    await saveButton();
    for (const what of ['Ngân hàng', 'Số tài khoản', 'Chủ tài khoản', 'Số tiền', 'Nội dung chuyển khoản']) {
      expect(screen.getAllByRole('button', { name: `Sao chép ${what}` }).length).toBeGreaterThan(0);
    }
  });
});

// @vitest-environment jsdom
/**
 * Where the seller sends the parcels (decisions 0061, 0092): the China warehouse's address in Chinese
 * as sellers' forms ask for it, each field under its Vietnamese label with the Chinese name beside
 * it and its own copy button, one "Sao chép tất cả" with every field on its own line; before the
 * order exists the recipient is the customer code with a word on the order code; a Vietnamese toast
 * after each copy, and one when the clipboard cannot be used.
 */
import type { SendToAddress } from '@app/shared/contracts/consignment';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendToCard } from './send-to-card.tsx';

const street = '石井街道庆丰兴隆路18号鹏程物流园B区3号仓';
const after: SendToAddress = {
  warehouse: { id: 1, name: 'Kho Quảng Châu' },
  recipient: 'KH00042 KG2611-000001',
  orderCode: 'KG2611-000001',
  phone: '13826047315',
  region: '广东省 广州市 白云区',
  street,
  address: 'Bạch Vân, Quảng Châu, Quảng Đông, Trung Quốc',
  copyText: 'not what the card copies',
};
const before: SendToAddress = { ...after, recipient: 'KH00042', orderCode: null };

let toasts: unknown[];
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  toasts = [];
  vi.spyOn(Toast, 'show').mockImplementation((p) => {
    toasts.push(typeof p === 'string' ? p : p.content);
    return { close: () => {} };
  });
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The card's text outside the blocks marked as Chinese for the seller. */
function textOutsideChinese(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[data-chinese-for-seller]')) el.remove();
  return copy.textContent ?? '';
}

describe('SendToCard', () => {
  it('shows each field in Chinese under a Vietnamese label, the Chinese only inside the marked blocks', () => {
    render(<SendToCard sendTo={after} />);
    const field = (name: string) => screen.getByTestId(`send-to-${name}`);
    expect(field('recipient').textContent).toBe('KH00042 KG2611-000001');
    expect(field('phone').textContent).toBe('13826047315');
    expect(field('region').textContent).toBe('广东省 广州市 白云区');
    expect(field('street').textContent).toBe(street);
    expect(screen.getByText('Người nhận').parentElement?.textContent).toBe('Người nhận (收货人)');
    expect(screen.getByText('Số điện thoại').parentElement?.textContent).toBe('Số điện thoại (手机号)');
    expect(screen.getByText('Khu vực').parentElement?.textContent).toBe('Khu vực (所在地区)');
    expect(screen.getByText('Địa chỉ chi tiết').parentElement?.textContent).toBe('Địa chỉ chi tiết (详细地址)');
    for (const el of document.querySelectorAll('[data-chinese-for-seller]'))
      expect(el.getAttribute('lang')).toBe('zh-CN');
    expect(textOutsideChinese()).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
    expect(textOutsideChinese()).toContain('Kho Quảng Châu');
  });

  it('copies each field with its own button, with a Vietnamese toast', async () => {
    render(<SendToCard sendTo={after} />);
    const copies: [string, string, string][] = [
      ['recipient', 'KH00042 KG2611-000001', 'Đã sao chép người nhận'],
      ['phone', '13826047315', 'Đã sao chép số điện thoại'],
      ['region', '广东省 广州市 白云区', 'Đã sao chép khu vực'],
      ['street', street, 'Đã sao chép địa chỉ chi tiết'],
    ];
    for (const [name, value, toast] of copies) {
      fireEvent.click(screen.getByTestId(`send-to-copy-${name}`));
      await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(value));
      await waitFor(() => expect(toasts.at(-1)).toBe(toast));
    }
  });

  it('copies everything, one field a line under its Chinese name', async () => {
    render(<SendToCard sendTo={after} />);
    fireEvent.click(screen.getByTestId('send-to-copy'));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `收货人：KH00042 KG2611-000001\n手机号：13826047315\n所在地区：广东省 广州市 白云区\n详细地址：${street}`,
      ),
    );
    expect(screen.getByTestId('send-to-copy').textContent).toBe('Sao chép tất cả');
    await waitFor(() => expect(toasts).toEqual(['Đã sao chép toàn bộ địa chỉ']));
  });

  it('before the order exists: the customer code alone, and says the order code comes after creation', async () => {
    render(<SendToCard sendTo={before} />);
    expect(screen.getByTestId('send-to-recipient').textContent).toBe('KH00042');
    expect(screen.getByTestId('send-to-before-order').textContent).toMatch(/mã đơn.*sau khi tạo đơn/i);
    fireEvent.click(screen.getByTestId('send-to-copy'));
    await waitFor(() => expect(writeText.mock.calls[0]?.[0]).toMatch(/^收货人：KH00042\n手机号：/));
  });

  it('says so in Vietnamese when the clipboard cannot be used', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<SendToCard sendTo={after} />);
    fireEvent.click(screen.getByTestId('send-to-copy-street'));
    await waitFor(() => expect(toasts).toEqual(['Không sao chép được, hãy chọn và sao chép thủ công']));
  });
});

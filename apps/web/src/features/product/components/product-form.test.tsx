// @vitest-environment jsdom
import type { ProductDraft } from '@app/shared/contracts/product';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/antd-setup.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { addToCart } from '../test/add-to-cart-mock.ts';
import { manualDraft } from '../test/drafts.ts';
import { ProductForm } from './product-form.tsx';

// Shared with every test file that loads api/cart-item.ts (see add-to-cart-mock.ts).
vi.mock('../api/cart-item.ts', async () => (await import('../test/add-to-cart-mock.ts')).cartItemModuleMock());
const mutate = addToCart.mutate;

const draft: ProductDraft = manualDraft;
const link = { site: 'taobao' as const, productId: '691541677564', url: draft.url };

function renderForm(shareTitle?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.cart, { exchangeRate: 3650, shops: [], itemCount: 0, amountFen: 0, estimatedVnd: 0 });
  return render(
    <QueryClientProvider client={client}>
      <ProductForm draft={draft} link={link} shareTitle={shareTitle} onAdded={() => undefined} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const rowOf = (label: string) => field(label).closest('[data-form-field]') as HTMLElement;
/** Presses the button and lets the form's asynchronous validation finish inside `act`. */
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function fillValid() {
  type('Tên sản phẩm', 'Áo len cổ lọ');
  type('Tên shop', 'Cửa hàng A');
  type('Đơn giá (¥ tệ)', '12.50');
}

let scrolled: Element[] = [];
beforeEach(() => {
  mutate.mockReset();
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(async () => {
  cleanup();
  // Imperative dialogs live outside the rendered tree: close them, let them unmount.
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

describe('ProductForm (decisions 0031–0034)', () => {
  it.each([
    ['¥12.50', 1250],
    ['￥12.50', 1250],
    ['12.50 元', 1250],
    ['12,5', 1250],
  ])('accepts the price %j as copied from the shop', async (price, fen) => {
    renderForm();
    fillValid();
    type('Đơn giá (¥ tệ)', price);
    expect(screen.getByText('Tạm tính: ¥12,50 ≈ 45.625 ₫', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeTruthy();
    await submit();
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ unitPriceFen: fen, quantity: 1, title: 'Áo len cổ lọ' });
  });

  it('says a 600-character name is too long (not missing), with a count, and scrolls to it', async () => {
    renderForm();
    fillValid();
    type('Tên sản phẩm', 'Áo '.repeat(200));
    const row = rowOf('Tên sản phẩm');
    expect(within(row).getByTestId('char-count').textContent).toBe('600/500 ký tự');
    await submit();
    expect(within(row).getByRole('alert').textContent).toBe('Tên sản phẩm tối đa 500 ký tự');
    expect(screen.queryByText('Vui lòng nhập tên sản phẩm')).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
    await waitFor(() => expect(scrolled).toEqual([row]));
    expect(document.activeElement).toBe(field('Tên sản phẩm'));
    expect(row.hasAttribute('data-flash')).toBe(true);
  });

  it('keeps a long option name whole and says it is too long', async () => {
    renderForm();
    fillValid();
    type('Tên thuộc tính', 'Màu sắc của vỏ điện thoại theo bảng màu của nhà sản xuất');
    type('Giá trị', 'Đen');
    expect(field('Tên thuộc tính').value).toHaveLength(56);
    const row = rowOf('Tên thuộc tính');
    expect(within(row).getByTestId('char-count').textContent).toBe('56/50 ký tự');
    await submit();
    expect(within(row).getByRole('alert').textContent).toBe('Tên thuộc tính tối đa 50 ký tự');
    expect(mutate).not.toHaveBeenCalled();
    await waitFor(() => expect(scrolled).toEqual([row]));
  });

  it('scrolls to the first error in page order when several fields are wrong', async () => {
    renderForm();
    type('Đơn giá (¥ tệ)', 'abc');
    await submit();
    await waitFor(() => expect(scrolled).toEqual([rowOf('Tên sản phẩm')]));
    expect(within(rowOf('Đơn giá (¥ tệ)')).getByRole('alert').textContent).toBe(
      'Đơn giá không hợp lệ (ví dụ: 12.50, 12,5 hoặc ¥12.50)',
    );
  });

  it('asks before adding 10,000 units (about 456 million ₫) and adds nothing when the customer goes back', async () => {
    renderForm();
    fillValid();
    fireEvent.input(field('Số lượng'), { target: { value: '10000' } });
    await submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent?.replace(/\s+/g, ' ')).toContain(
      'Bạn đặt 10.000 cái × ¥12,50 = ¥125.000,00 (khoảng 456.250.000 ₫). Số lượng này đúng chưa?',
    );
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Sửa số lượng' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Số lượng'));

    await submit();
    const again = await screen.findByRole('dialog');
    await act(async () => void fireEvent.click(within(again).getByRole('button', { name: 'Đúng, thêm vào giỏ' })));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ quantity: 10_000, unitPriceFen: 1250 });
  });

  it('adds 99 units at ¥12.50 without asking', async () => {
    renderForm();
    fillValid();
    fireEvent.input(field('Số lượng'), { target: { value: '99' } });
    await submit();
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['2,5', '2.5'])(
    'refuses the quantity %j with "Số lượng phải là số nguyên", shows it as typed and adds nothing',
    async (typed) => {
      renderForm();
      fillValid();
      fireEvent.input(field('Số lượng'), { target: { value: typed } });
      expect(field('Số lượng').value).toBe(typed);
      await submit();
      expect(within(rowOf('Số lượng')).getByRole('alert').textContent).toBe('Số lượng phải là số nguyên');
      expect(mutate).not.toHaveBeenCalled();
      expect(document.body.textContent).not.toContain('NaN');
    },
  );

  it('offers the share text title as the product name', () => {
    renderForm('女士针织开衫');
    expect(field('Tên sản phẩm').value).toBe('女士针织开衫');
    expect(
      within(rowOf('Tên sản phẩm')).getByText('Tên lấy từ nội dung bạn đã dán, có thể sửa lại cho dễ hiểu.'),
    ).toBeTruthy();
    type('Tên sản phẩm', 'Áo len nữ');
    expect(screen.queryByText('Tên lấy từ nội dung bạn đã dán, có thể sửa lại cho dễ hiểu.')).toBeNull();
  });

  it('clears the form after "Thêm vào giỏ" and says what was added (decision 0094)', async () => {
    const toasts: unknown[] = [];
    const spy = vi.spyOn(Toast, 'show').mockImplementation((p) => {
      toasts.push(typeof p === 'string' ? p : p.content);
      return { close: () => {} };
    });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    await submit();
    expect(mutate).toHaveBeenCalledTimes(1);
    const [input, options] = mutate.mock.calls[0]!;
    await act(async () => {
      options.onSuccess({
        ...input,
        id: 41,
        amountFen: 2500,
        estimatedVnd: 91_250,
        createdAt: '2026-11-22T07:00:00.000Z',
      });
    });
    expect(toasts).toEqual(['Đã thêm "Áo len cổ lọ" × 2 vào giỏ hàng']);
    expect(field('Tên sản phẩm').value).toBe('');
    expect(field('Tên shop').value).toBe('');
    expect(field('Đơn giá (¥ tệ)').value).toBe('');
    spy.mockRestore();
  });
});

// @vitest-environment jsdom
/**
 * The product page from provider data (decision 0126): the picker disables sold-out combinations and
 * shows each combination's price and stock, the price follows the choice (promotion price with the
 * list price struck through), 1688's tier follows the quantity and a quantity below the minimum is
 * refused; "Thêm vào giỏ" posts the chosen SKU with the draft's snapshot.
 */
import type { ProductDraft } from '@app/shared/contracts/product';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/antd-setup.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { addToCart } from '../test/add-to-cart-mock.ts';
import { alibabaDraft, taobaoDraft } from '../test/drafts.ts';
import { ProviderProduct } from './provider-product.tsx';

// Shared with every test file that loads api/cart-item.ts (see add-to-cart-mock.ts).
vi.mock('../api/cart-item.ts', async () => (await import('../test/add-to-cart-mock.ts')).cartItemModuleMock());
const mutate = addToCart.mutate;

function renderProduct(draft: ProductDraft) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.cart, { exchangeRate: 3650, shops: [], itemCount: 0, amountFen: 0, estimatedVnd: 0 });
  const link = { site: draft.site, productId: draft.productId, url: draft.url };
  return render(
    <QueryClientProvider client={client}>
      <ProviderProduct draft={draft} link={link} onAdded={() => undefined} />
    </QueryClientProvider>,
  );
}

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const option = (name: string) => {
  const found = screen.getAllByTestId('variant-option').find((b) => b.textContent?.startsWith(name));
  if (!found) throw new Error(`no option ${name}`);
  return found as HTMLButtonElement;
};
const add = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('product-add'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => mutate.mockReset());
afterEach(cleanup);

describe('ProviderProduct', () => {
  it('shows a value’s thumbnail without a referrer, and a placeholder instead of a broken image when it fails', () => {
    renderProduct(taobaoDraft);
    const thumb = option('黑色').querySelector('img');
    expect(thumb?.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.error(thumb as HTMLImageElement);
    expect(option('黑色').querySelector('img')).toBeNull();
    expect(within(option('黑色')).getByTestId('image-placeholder')).toBeTruthy();
  });

  it('shows the range, then disables the sold-out white L and shows each combination price and stock', () => {
    renderProduct(taobaoDraft);
    expect(text(screen.getByTestId('product-price'))).toContain('¥49,00 – ¥65,00');
    expect(screen.getAllByTestId('product-gallery')).toHaveLength(1);
    fireEvent.click(option('白色'));
    expect(option('白色').getAttribute('aria-pressed')).toBe('true');
    expect(option('L').disabled).toBe(true);
    expect(text(option('L'))).toBe('LHết hàng');
    expect(text(option('M'))).toBe('M¥59,00 · Còn 8');
    // Black is still possible with nothing else chosen for size; white L never becomes pickable.
    fireEvent.click(option('M'));
    expect(text(screen.getByTestId('product-price'))).toContain('¥59,00');
    expect(text(screen.getByTestId('product-price'))).toContain('215.350 ₫');
  });

  it('takes the promotion price of black M with the list price struck through, and posts the SKU', async () => {
    renderProduct(taobaoDraft);
    fireEvent.click(option('黑色'));
    fireEvent.click(option('M'));
    const price = screen.getByTestId('product-price');
    expect(text(price)).toMatch(/^¥49,00¥59,00 ≈ 178\.850 ₫/);
    expect(price.querySelector('s')?.textContent).toBe('¥59,00');
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    expect(text(screen.getByTestId('product-total'))).toBe('Tạm tính: ¥98,00 ≈ 357.700 ₫');
    await add();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toEqual({
      site: 'taobao',
      productId: '691541677564',
      url: 'https://item.taobao.com/item.htm?id=691541677564',
      title: '女士针织开衫 秋冬',
      shopName: '小美服饰店',
      skuProperties: { 颜色: '黑色', 尺码: 'M' },
      unitPriceFen: 4900,
      listPriceFen: 5900,
      quantity: 2,
      imageUrl: 'https://img.alicdn.com/imgextra/i1/black.jpg',
      note: '',
      skuId: '5001',
      propertyIds: '1627207:28341;20509:28314',
      stock: 12,
      weightGrams: 350,
      source: 'provider',
      fetchedAt: '2026-11-27T08:00:00.000Z',
    });
  });

  it('asks for the missing property and posts nothing', async () => {
    renderProduct(taobaoDraft);
    fireEvent.click(option('黑色'));
    await add();
    expect(text(screen.getByRole('alert'))).toBe('Vui lòng chọn 尺码');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses more than the stock of the chosen combination', async () => {
    renderProduct(taobaoDraft);
    fireEvent.click(option('黑色'));
    fireEvent.click(option('L'));
    fireEvent.input(screen.getByLabelText('Số lượng'), { target: { value: '9' } });
    // The stepper stops at the stock of 3.
    expect((screen.getByLabelText('Số lượng') as HTMLInputElement).value).toBe('3');
    await add();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ quantity: 3, unitPriceFen: 6500, listPriceFen: null });
  });

  it('1688: starts at the minimum, refuses one unit, and the unit price follows the tier', async () => {
    renderProduct(alibabaDraft);
    const qty = screen.getByLabelText('Số lượng') as HTMLInputElement;
    expect(qty.value).toBe('2');
    expect(screen.getByText('Đặt tối thiểu 2 cái')).toBeTruthy();
    fireEvent.click(option('黑'));
    fireEvent.click(screen.getByRole('button', { name: 'Giảm số lượng' }));
    const row = qty.closest('[data-form-field]') as HTMLElement;
    expect(text(within(row).getByRole('alert'))).toBe('Shop chỉ bán từ 2 cái trở lên');
    Element.prototype.scrollIntoView = () => undefined;
    await add();
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.input(qty, { target: { value: '50' } });
    expect(within(row).queryByRole('alert')).toBeNull();
    expect(text(screen.getByTestId('product-price'))).toMatch(/^¥7,00/);
    expect(text(screen.getByTestId('price-tiers').querySelector('[aria-current]'))).toBe('Từ 50 cái¥7,00');
    expect(text(screen.getByTestId('product-total'))).toBe('Tạm tính: ¥350,00 ≈ 1.277.500 ₫');
    await add();
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({
      site: '1688',
      skuProperties: { 颜色: '黑' },
      skuId: '4101',
      unitPriceFen: 700,
      quantity: 50,
      imageUrl: 'https://img.alicdn.com/imgextra/i1/sock.jpg',
    });
  });
});

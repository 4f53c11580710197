// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLinePrice } from './cart-line-price.tsx';

afterEach(cleanup);

const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();

describe('CartLinePrice', () => {
  it('shows unit × quantity = line total in yuan and in đồng, never the unit price next to the line total', () => {
    // The case: ¥12,50 × 10.000 at 3.650 ₫/¥ read "¥12,50 ≈ 456.250.000 ₫".
    const view = render(<CartLinePrice unitPriceFen={1250} quantity={10_000} exchangeRate={3650} />);
    expect(text(view.getByTestId('cart-line-cny'))).toBe('¥12,50 × 10.000 = ¥125.000,00');
    expect(text(view.getByTestId('cart-line-vnd'))).toBe('≈ 45.625 ₫ × 10.000 = 456.250.000 ₫');
  });

  it('follows the quantity being typed, before it is saved', () => {
    const view = render(<CartLinePrice unitPriceFen={5990} quantity={2} exchangeRate={3650} />);
    expect(text(view.getByTestId('cart-line-cny'))).toBe('¥59,90 × 2 = ¥119,80');
    view.rerender(<CartLinePrice unitPriceFen={5990} quantity={3} exchangeRate={3650} />);
    expect(text(view.getByTestId('cart-line-cny'))).toBe('¥59,90 × 3 = ¥179,70');
    expect(text(view.getByTestId('cart-line-vnd'))).toBe('≈ 218.635 ₫ × 3 = 655.905 ₫');
  });

  it('keeps each side of "=" together so a narrow screen wraps between them, not inside a figure', () => {
    const view = render(<CartLinePrice unitPriceFen={1250} quantity={10_000} exchangeRate={3650} />);
    const parts = [...view.getByTestId('cart-line-vnd').querySelectorAll('span')].map((s) => ({
      text: text(s),
      nowrap: s.style.whiteSpace,
    }));
    expect(parts).toEqual([
      { text: '≈ 45.625 ₫ × 10.000', nowrap: 'nowrap' },
      { text: '= 456.250.000 ₫', nowrap: 'nowrap' },
    ]);
  });

  it('shows yuan only while there is no rate', () => {
    const view = render(<CartLinePrice unitPriceFen={1250} quantity={2} exchangeRate={null} />);
    expect(text(view.getByTestId('cart-line-cny'))).toBe('¥12,50 × 2 = ¥25,00');
    expect(view.queryByTestId('cart-line-vnd')).toBeNull();
  });
});

// @vitest-environment jsdom
/**
 * The order form's shipping basis (DESIGN.md §4: per kg, or per m³ when the customer chooses it): by weight
 * unless she picks volume, and her pick goes into the order's options.
 */
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShippingBasisChoice } from './checkout-options.tsx';

afterEach(cleanup);

const none: OrderOptions = { counting: false, woodenCrate: false, insurance: false };

describe('ShippingBasisChoice', () => {
  it('starts by weight and sends volume when she picks it', () => {
    const onChange = vi.fn();
    render(<ShippingBasisChoice value={none} onChange={onChange} />);
    const weight = screen.getByLabelText(/Theo cân nặng/) as HTMLInputElement;
    const volume = screen.getByLabelText(/Theo thể tích/) as HTMLInputElement;
    expect(weight.checked).toBe(true);
    expect(volume.checked).toBe(false);
    fireEvent.click(volume);
    expect(onChange).toHaveBeenCalledWith({ ...none, shippingBasis: 'volume' });
  });

  it('shows the choice already made', () => {
    render(<ShippingBasisChoice value={{ ...none, shippingBasis: 'volume' }} onChange={() => {}} />);
    expect((screen.getByLabelText(/Theo thể tích/) as HTMLInputElement).checked).toBe(true);
  });
});

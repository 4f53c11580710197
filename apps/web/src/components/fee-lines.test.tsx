// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountRow, FeeLines } from './fee-lines.tsx';

afterEach(cleanup);

describe('FeeLines', () => {
  it('shows each amount in đồng, a note under a known amount, and the note or a pending text otherwise', () => {
    const { getByTestId } = render(
      <FeeLines
        lines={[
          { kind: 'purchase', label: 'Phí mua hàng', amountVnd: 12500, note: '3% tiền hàng' },
          { kind: 'shipping', label: 'Phí vận chuyển', amountVnd: null, note: null },
          { kind: 'crate', label: 'Đóng gỗ', amountVnd: null, note: 'Báo sau' },
        ]}
      />,
    );
    const rows = [...getByTestId('fee-lines').children].map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['Phí mua hàng3% tiền hàng12.500 ₫', 'Phí vận chuyểnTính khi hàng về kho', 'Đóng gỗBáo sau']);
  });
});

describe('AmountRow', () => {
  it('puts the formatted amount under the test id', () => {
    const { getByTestId } = render(
      <dl>
        <AmountRow label="Tổng" amount={1250000} strong testId="total" />
      </dl>,
    );
    expect(getByTestId('total').textContent?.replace(/\s/g, ' ')).toBe('1.250.000 ₫');
  });
});

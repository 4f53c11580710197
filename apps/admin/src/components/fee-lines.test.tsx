// @vitest-environment jsdom
import '../test/dom.ts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeeLines } from './fee-lines.tsx';

afterEach(cleanup);

describe('FeeLines', () => {
  it('shows each amount in đồng, and the note or a pending text in grey when unknown', () => {
    const { container } = render(
      <FeeLines
        lines={[
          { kind: 'purchase', label: 'Phí mua hàng', amountVnd: 12500, note: null },
          { kind: 'shipping', label: 'Phí vận chuyển', amountVnd: null, note: null },
          { kind: 'crate', label: 'Đóng gỗ', amountVnd: null, note: 'Báo sau' },
        ]}
      />,
    );
    const rows = [...container.querySelectorAll('.ant-descriptions-item')].map((row) =>
      row.textContent?.replace(/\s/g, ' '),
    );
    expect(rows).toEqual(['Phí mua hàng12.500 ₫', 'Phí vận chuyểnTính khi hàng về kho', 'Đóng gỗBáo sau']);
    expect(container.querySelectorAll('.ant-typography-secondary')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
/** The profile shows the customer's level and what it gives (decision 0100). */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LevelCard } from './level-card.tsx';

afterEach(cleanup);

describe('LevelCard', () => {
  it('names the level, its deposit share and its discount (decimal comma)', () => {
    render(<LevelCard level={{ name: 'Vàng', depositPercent: 60, serviceFeeDiscountPercent: 7.5 }} />);
    expect(screen.getByTestId('profile-level').textContent).toBe('Vàng');
    expect(screen.getByText('Đặt cọc 60% khi đặt đơn mua hộ · Giảm 7,5% phí mua hàng')).toBeTruthy();
  });

  it('leaves the discount out at 0 %, and shows nothing without a level', () => {
    render(<LevelCard level={{ name: 'Thường', depositPercent: 70, serviceFeeDiscountPercent: 0 }} />);
    expect(screen.getByText('Đặt cọc 70% khi đặt đơn mua hộ')).toBeTruthy();
    cleanup();
    const { container } = render(<LevelCard level={null} />);
    expect(container.textContent).toBe('');
  });
});

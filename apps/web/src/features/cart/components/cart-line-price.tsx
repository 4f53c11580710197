/**
 * A cart line's price as a sum the customer can check: unit × quantity = line total, in yuan and,
 * at the cart's current rate, in đồng (`≈`: the rate is frozen only when the order is placed). Each
 * side of "=" keeps together, so at 360 px a long figure moves to its own line instead of splitting.
 * Đồng are computed as the API computes the cart (fenToVnd of the line's fen), for the quantity being
 * typed, before it is saved.
 */
import { fenToVnd, formatFen, formatNumber, formatVnd } from '@app/shared/money';

const keep = { whiteSpace: 'nowrap' } as const;

export function CartLinePrice(props: { unitPriceFen: number; quantity: number; exchangeRate: number | null }) {
  const { unitPriceFen, quantity, exchangeRate: rate } = props;
  const times = `× ${formatNumber(quantity)}`;
  return (
    <div data-testid="cart-line-price" style={{ display: 'grid', gap: 2, fontSize: 14 }}>
      <div data-testid="cart-line-cny">
        <span style={keep}>
          {formatFen(unitPriceFen)} {times}
        </span>{' '}
        <span style={keep}>
          = <strong>{formatFen(unitPriceFen * quantity)}</strong>
        </span>
      </div>
      {rate !== null && (
        <div data-testid="cart-line-vnd" style={{ color: 'var(--app-text-muted)' }}>
          <span style={keep}>
            ≈ {formatVnd(fenToVnd(unitPriceFen, rate))} {times}
          </span>{' '}
          <span style={keep}>
            ={' '}
            <strong style={{ color: 'var(--app-danger)' }}>{formatVnd(fenToVnd(unitPriceFen * quantity, rate))}</strong>
          </span>
        </div>
      )}
    </div>
  );
}

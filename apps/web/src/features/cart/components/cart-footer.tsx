/**
 * Sticky bar under the cart: select all, the selected lines' estimate, how many orders they make (one
 * per shop, each with its own 70 % deposit: decision 0093) and "Đặt hàng (n)".
 */
import { formatVnd } from '@app/shared/money';
import { Button } from 'antd-mobile';
import { useTariffHints } from '../../../lib/public-tariff.ts';
import { cartMessages as m } from '../../../messages/cart.ts';
import { SelectBox } from './select-box.tsx';

export function CartFooter(props: {
  total: number;
  selectedCount: number;
  selectedVnd: number;
  /** Shops among the selected lines: one order each. */
  orderCount: number;
  onSelectAll: (on: boolean) => void;
  onOrder: () => void;
}) {
  const { total, selectedCount, selectedVnd } = props;
  const hints = useTariffHints();
  return (
    <div
      style={{
        position: 'sticky',
        // above the layout's fixed tab bar (about 50 px plus the safe area)
        bottom: 'calc(50px + env(safe-area-inset-bottom))',
        margin: '0 -16px',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px',
        background: 'var(--app-surface)',
        borderTop: '1px solid var(--adm-color-border)',
        zIndex: 2,
      }}
    >
      <SelectBox
        checked={selectedCount === total && total > 0}
        indeterminate={selectedCount > 0 && selectedCount < total}
        onChange={props.onSelectAll}
        label={m.selectAll}
        testId="cart-select-all"
      />
      <div style={{ flex: 1, textAlign: 'right', lineHeight: 1.3 }} aria-live="polite">
        <div style={{ fontSize: 12, color: 'var(--app-text-muted)' }}>{m.selectedCount(selectedCount)}</div>
        {props.orderCount > 0 && (
          <div style={{ fontSize: 12, color: 'var(--app-text-muted)' }} data-testid="cart-orders">
            {m.ordersDeposit(props.orderCount, hints.deposit)}
          </div>
        )}
        <strong style={{ color: 'var(--app-danger)' }} data-testid="cart-selected-total">
          {formatVnd(selectedVnd)}
        </strong>
      </div>
      <Button color="primary" disabled={selectedCount === 0} onClick={props.onOrder} data-testid="cart-order">
        {m.orderWithCount(selectedCount)}
      </Button>
    </div>
  );
}

/**
 * Tells the customer her money arrived: a toast when staff approve a recharge she is waiting for,
 * and a notice that stays on the page (the toast is gone if she looked away).
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { creditedVnd } from '../api/recharge-watch.ts';

export function RechargeArrivals({ arrived }: { arrived: Recharge[] }) {
  if (arrived.length === 0) return null;
  return (
    <div role="status" data-testid="recharge-arrived" style={{ display: 'grid', gap: 4 }}>
      {arrived.map((r) => (
        <p
          key={r.id}
          style={{
            margin: 0,
            padding: '10px 12px',
            borderRadius: 8,
            background: '#f0fdf4',
            borderLeft: '4px solid var(--app-success)',
            color: 'var(--app-text)',
            fontWeight: 500,
          }}
        >
          {m.arrived(formatVnd(creditedVnd(r)), r.memo)}
        </p>
      ))}
    </div>
  );
}

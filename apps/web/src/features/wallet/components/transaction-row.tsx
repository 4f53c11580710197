/** One ledger entry: time, type, description, code, signed amount (green in, red out) and balance after. */
import type { LedgerEntry } from '@app/shared/contracts/wallet';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { ledgerEntryTypeLabels } from '@app/shared/statuses';
import { walletMessages as m } from '../../../messages/wallet.ts';

export function TransactionRow({ entry }: { entry: LedgerEntry }) {
  const incoming = entry.amountVnd >= 0;
  const sign = incoming ? '+' : '−';
  return (
    <li
      data-testid="transaction-row"
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        padding: '10px 0',
        borderTop: '1px solid var(--adm-color-border)',
      }}
    >
      <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <strong>{ledgerEntryTypeLabels[entry.type]}</strong>
        {entry.description && <span style={{ fontSize: 14, overflowWrap: 'anywhere' }}>{entry.description}</span>}
        <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {entry.code}
        </span>
      </div>
      <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <strong
          data-testid="transaction-amount"
          style={{ color: incoming ? 'var(--app-success)' : 'var(--app-danger)' }}
        >
          {sign}
          {formatVnd(Math.abs(entry.amountVnd))}
        </strong>
        <div style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
          {m.balanceAfter}: {formatVnd(entry.balanceAfterVnd)}
        </div>
      </div>
    </li>
  );
}

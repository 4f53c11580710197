/**
 * Fee lines of an order or a preview: label and amount, with the line's note under the label;
 * a line without an amount (shipping, wooden crate) shows its note, 'Tính khi hàng về kho'.
 */
import type { FeeLine } from '@app/shared/contracts/order';
import { formatVnd } from '@app/shared/money';
import { orderMessages as m } from '../../../messages/order.ts';

export function FeeLines({ lines }: { lines: FeeLine[] }) {
  return (
    <dl style={{ margin: 0 }} data-testid="fee-lines">
      {lines.map((line) => (
        <div
          key={line.kind}
          style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', fontSize: 15 }}
        >
          <dt style={{ color: 'var(--app-text)' }}>
            {line.label}
            {line.amountVnd !== null && line.note && (
              <div style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>{line.note}</div>
            )}
          </dt>
          <dd style={{ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {line.amountVnd === null ? (
              <span style={{ color: 'var(--app-text-muted)', fontStyle: 'italic' }}>{line.note ?? m.pendingFee}</span>
            ) : (
              formatVnd(line.amountVnd)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One "label — amount" row of a totals block; `strong` for the headline figure. */
export function AmountRow(props: { label: string; amount: number; strong?: boolean; testId?: string }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        padding: '4px 0',
        fontWeight: props.strong ? 700 : 400,
      }}
    >
      <dt>{props.label}</dt>
      <dd data-testid={props.testId} style={{ margin: 0, color: props.strong ? 'var(--app-danger)' : undefined }}>
        {formatVnd(props.amount)}
      </dd>
    </div>
  );
}

/**
 * Fee lines of any order or preview: label and amount (integer đồng), with the line's note under
 * the label; a line without an amount yet (shipping, wooden crate) shows its note, or
 * 'Tính khi hàng về kho'. AmountRow is one "label — amount" row of a totals block.
 */
import { formatVnd } from '@app/shared/money';
import { commonMessages as m } from '../messages/common.ts';

/** One fee line; `kind` keys it in the list. */
export interface FeeLineView {
  kind: string;
  label: string;
  amountVnd: number | null;
  note?: string | null;
}

export function FeeLines({ lines }: { lines: readonly FeeLineView[] }) {
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
              <span style={{ color: 'var(--app-text-muted)', fontStyle: 'italic' }}>{line.note ?? m.feePending}</span>
            ) : (
              formatVnd(line.amountVnd)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One "label — amount" row of a totals block (inside a `<dl>`); `strong` for the headline figure. */
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

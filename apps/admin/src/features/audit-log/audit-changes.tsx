/**
 * The changes of one audit row, compact: one line per field, `field: before → after`; a creation (no
 * before) lists the new values, a removal (no after) the old ones. Long values are cut with an
 * ellipsis and shown whole on hover.
 */
import { Typography } from 'antd';
import { messages } from '../../messages.ts';

const t = messages.audit;
const MAX_FIELDS = 8;

/** A value as one short line: text as is, yes/no, lists and objects as JSON, null as "trống". */
export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return t.emptyValue;
  if (typeof v === 'boolean') return v ? t.yes : t.no;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

type Fields = Record<string, unknown> | null;

/** The fields of a change, in the order they first appear (after, then any only before). */
export function changeLines(before: Fields, after: Fields): { field: string; from?: string; to?: string }[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys.map((field) => ({
    field,
    ...(before && field in before ? { from: showValue(before[field]) } : {}),
    ...(after && field in after ? { to: showValue(after[field]) } : {}),
  }));
}

export function AuditChanges({ before, after }: { before: Fields; after: Fields }) {
  const lines = changeLines(before, after);
  const shown = lines.slice(0, MAX_FIELDS);
  return (
    <div data-testid="audit-changes" style={{ maxWidth: 420, fontSize: 12 }}>
      {shown.map((l) => {
        const text = `${l.field}: ${l.from !== undefined ? l.from : ''}${l.from !== undefined && l.to !== undefined ? ' → ' : ''}${l.to ?? ''}`;
        return (
          <Typography.Text key={l.field} ellipsis={{ tooltip: text }} style={{ display: 'block', fontSize: 12 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {l.field}:
            </Typography.Text>{' '}
            {l.from !== undefined && (
              <Typography.Text delete={l.to !== undefined} style={{ fontSize: 12 }}>
                {l.from}
              </Typography.Text>
            )}
            {l.from !== undefined && l.to !== undefined && ' → '}
            {l.to !== undefined && (
              <Typography.Text strong style={{ fontSize: 12 }}>
                {l.to}
              </Typography.Text>
            )}
          </Typography.Text>
        );
      })}
      {lines.length > MAX_FIELDS && <Typography.Text type="secondary">…</Typography.Text>}
    </div>
  );
}

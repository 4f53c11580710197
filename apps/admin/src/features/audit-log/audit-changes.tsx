/**
 * The changes of one audit row, compact: one line per field, `field: before → after`; a creation (no
 * before) lists the new values, a removal (no after) the old ones. Long values are cut with an
 * ellipsis and shown whole on hover.
 */
import type { Machine } from '@app/shared/machines/define-machine';
import { machines } from '@app/shared/statuses';
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

/** A field's value as shown: a status by its machine's Vietnamese label, anything else by `showValue`. */
function fieldValue(subjectType: string, field: string, v: unknown): string {
  const machine = (machines as Record<string, Machine<string>>)[subjectType];
  if (field === 'status' && machine && typeof v === 'string' && machine.is(v)) return machine.label(v);
  return showValue(v);
}

/**
 * The fields of a change of a `subjectType`, in the order they first appear (after, then any only
 * before), named in Vietnamese where the catalogue knows the field.
 */
export function changeLines(
  subjectType: string,
  before: Fields,
  after: Fields,
): { field: string; from?: string; to?: string }[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys.map((key) => ({
    field: t.fields[key] ?? key,
    ...(before && key in before ? { from: fieldValue(subjectType, key, before[key]) } : {}),
    ...(after && key in after ? { to: fieldValue(subjectType, key, after[key]) } : {}),
  }));
}

export function AuditChanges({ subjectType, before, after }: { subjectType: string; before: Fields; after: Fields }) {
  const lines = changeLines(subjectType, before, after);
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

/**
 * A status with its Vietnamese label (from the machine, @app/shared/machines/*), coloured by its
 * tone (status-tones.ts). `pill` (default): a rounded badge, as on order cards; `text`: coloured
 * bold text, as in the recharge history.
 */
import { type MachineLabels, type Tone, toneOf } from './status-tones.ts';

const pill: Record<Tone, { bg: string; fg: string }> = {
  waiting: { bg: '#fff7ed', fg: '#9a3412' },
  active: { bg: '#eff6ff', fg: '#1e40af' },
  done: { bg: '#f0fdf4', fg: '#166534' },
  failed: { bg: '#f5f5f4', fg: '#44403c' },
};

const text: Record<Tone, string> = {
  waiting: 'var(--app-primary-pressed)',
  active: 'var(--app-primary)',
  done: 'var(--app-success)',
  failed: 'var(--app-text-muted)',
};

export function StatusTag<S extends string>(props: {
  machine: MachineLabels<S>;
  status: S;
  variant?: 'pill' | 'text';
  testId?: string;
}) {
  const { machine, status, testId } = props;
  const tone = toneOf(machine, status);
  if (props.variant === 'text') {
    return (
      <span data-testid={testId} style={{ color: text[tone], fontWeight: 600, fontSize: 14 }}>
        {machine.labels[status]}
      </span>
    );
  }
  const t = pill[tone];
  return (
    <span
      data-testid={testId}
      style={{
        background: t.bg,
        color: t.fg,
        borderRadius: 999,
        padding: '2px 10px',
        fontSize: 13,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {machine.labels[status]}
    </span>
  );
}

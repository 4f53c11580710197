/**
 * A labelled form row: a visible `<label for>` (Lighthouse: every input has a label), the control,
 * a hint, and the field's error announced with role=alert. Colours pass WCAG AA on white.
 */
import type { ReactNode } from 'react';

export const errorColor = 'var(--app-danger)';

export function FormField(props: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { id, label, error, hint, children } = props;
  return (
    <div style={{ padding: '12px 16px', borderBottom: '1px solid var(--adm-color-border)' }}>
      <label htmlFor={id} style={{ display: 'block', fontSize: 14, color: 'var(--app-text)', marginBottom: 6 }}>
        {label}
      </label>
      {children}
      {hint && !error && <div style={{ fontSize: 13, color: 'var(--app-text-muted)', marginTop: 4 }}>{hint}</div>}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ fontSize: 13, color: errorColor, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

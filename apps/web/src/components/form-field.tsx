/**
 * A labelled form row: a visible `<label for>` (Lighthouse: every input has a label), the control,
 * a hint, and the field's error announced with role=alert. Colours pass WCAG AA on white. The row
 * is a `[data-form-field]` (marked `data-invalid` with an error), so a refused submit scrolls to it
 * and flashes it (components/reveal-error.ts).
 */
import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

export const errorColor = 'var(--app-danger)';

export function FormField(props: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Drawn at the end of the label row, e.g. a character count. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { id, label, error, hint, children } = props;
  return (
    <div className="form-row" data-form-field="" data-invalid={error ? '' : undefined}>
      <div className="form-row__label">
        <label htmlFor={id}>{label}</label>
        {props.extra}
      </div>
      {children}
      {hint && !error && <div className="form-row__hint">{hint}</div>}
      <FieldError id={`${id}-error`} message={error} style={{ fontSize: 13, marginTop: 4 }} />
    </div>
  );
}

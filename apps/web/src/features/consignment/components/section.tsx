/** A titled white block of a consignment page; with `error`, a form field (components/reveal-error.ts). */
import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error.tsx';

export function Section(props: {
  title: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  testId?: string;
  field?: boolean;
  error?: string;
}) {
  return (
    <section
      className="card"
      data-testid={props.testId}
      data-form-field={props.field ? '' : undefined}
      data-invalid={props.error ? '' : undefined}
      style={{ padding: '12px 16px' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 4 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{props.title}</h2>
        {props.extra}
      </div>
      {props.children}
      <FieldError message={props.error} style={{ marginTop: 4 }} />
    </section>
  );
}

/** A native radio or checkbox row with its title and detail as the label, 48 px tall at least. */
export function ChoiceRow(props: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: ReactNode;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={props.testId}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'flex-start',
        minHeight: 48,
        padding: '12px 0',
        borderTop: '1px solid var(--adm-color-border)',
        cursor: 'pointer',
      }}
    >
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        style={{ width: 22, height: 22, margin: '1px 0 0', flex: 'none', accentColor: 'var(--app-primary)' }}
      />
      <span style={{ display: 'grid', gap: 2 }}>
        <span style={{ color: 'var(--app-text)', fontWeight: 500 }}>{props.title}</span>
        {props.detail && <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>{props.detail}</span>}
      </span>
    </label>
  );
}

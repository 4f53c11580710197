/**
 * A titled white block of a page (orders, consignment orders). With `error` (a choice the form needs), it is a form field
 * for revealFirstError (components/reveal-error.ts): the message under it, the block outlined.
 */
import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

export function Section(props: {
  title: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  testId?: string;
  /** Marks the block as a form field; the error shows under its content. */
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

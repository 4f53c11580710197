/** A titled white block of an order page. */
import type { ReactNode } from 'react';

export function Section(props: { title: ReactNode; children: ReactNode; extra?: ReactNode; testId?: string }) {
  return (
    <section className="card" data-testid={props.testId} style={{ padding: '12px 16px' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 4 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{props.title}</h2>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

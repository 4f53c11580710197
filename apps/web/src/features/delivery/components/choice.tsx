/**
 * A native radio or checkbox with its label, 48 px tall at least: keyboard and screen-reader friendly
 * (antd-mobile's Radio/Checkbox hide their inputs).
 */
import type { ReactNode } from 'react';

export function Choice(props: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
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
        padding: '10px 0',
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
      <span style={{ display: 'grid', gap: 2, flex: 1, minWidth: 0 }}>
        <span style={{ color: 'var(--app-text)', fontWeight: 500, overflowWrap: 'anywhere' }}>{props.title}</span>
        {props.detail && (
          <span style={{ color: 'var(--app-text-muted)', fontSize: 14, overflowWrap: 'anywhere' }}>{props.detail}</span>
        )}
      </span>
      {props.aside && <span style={{ flex: 'none', fontSize: 14 }}>{props.aside}</span>}
    </label>
  );
}

/** A titled white block of a delivery page. */
export function Block(props: { title: ReactNode; children: ReactNode; extra?: ReactNode; testId?: string }) {
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

/** One "label: value" row of a summary. */
export function Row(props: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string; tone?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0' }}>
      <span style={{ color: 'var(--app-text-muted)' }}>{props.label}</span>
      <span
        data-testid={props.testId}
        style={{
          fontWeight: props.strong ? 700 : 500,
          color: props.tone,
          textAlign: 'right',
          overflowWrap: 'anywhere',
        }}
      >
        {props.value}
      </span>
    </div>
  );
}

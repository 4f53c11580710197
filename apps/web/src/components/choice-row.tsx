/**
 * A native radio or checkbox with its title and detail as the label: keyboard and screen-reader
 * friendly (antd-mobile's Radio/Checkbox hide their inputs with display:none), 48 px tall at least.
 */
import type { ReactNode } from 'react';

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

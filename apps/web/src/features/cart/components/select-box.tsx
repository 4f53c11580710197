/**
 * A native checkbox with a (possibly visually hidden) label. antd-mobile's Checkbox hides its
 * input with display:none, which removes it from keyboard and screen-reader use; this one stays
 * focusable and keeps a 44 px tap target.
 */
import type { ReactNode } from 'react';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function SelectBox(props: {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hideLabel?: boolean;
  testId?: string;
}) {
  return (
    <label
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, minWidth: 44, cursor: 'pointer' }}
    >
      <input
        type="checkbox"
        checked={props.checked}
        ref={(el) => {
          if (el) el.indeterminate = !!props.indeterminate;
        }}
        onChange={(e) => props.onChange(e.target.checked)}
        data-testid={props.testId}
        style={{ width: 22, height: 22, margin: 0, accentColor: 'var(--adm-color-primary)' }}
      />
      <span style={props.hideLabel ? hidden : { color: 'var(--app-text)' }}>{props.label}</span>
    </label>
  );
}

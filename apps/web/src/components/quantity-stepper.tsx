/**
 * Quantity as [−] [input] [+]: native elements, so the input takes an id or a label and the
 * buttons are named (antd-mobile's Stepper puts aria-value* on a plain div and drops the input's
 * role, which axe reports as critical). Whole numbers from 1 to `max`.
 */
import { useEffect, useState } from 'react';
import { commonMessages as m } from '../messages/common.ts';

const button = {
  width: 44,
  height: 40,
  border: 0,
  background: 'var(--app-bg)',
  color: 'var(--app-text)',
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
} as const;

export function QuantityStepper(props: {
  value: number;
  onChange: (value: number) => void;
  /** For a `<label for>` elsewhere on the page… */
  id?: string;
  /** …or an accessible name of its own. */
  label?: string;
  max?: number;
}) {
  const { value, onChange } = props;
  const max = props.max ?? 100_000;
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const set = (n: number) => onChange(Math.min(max, Math.max(1, n)));

  return (
    <div
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid var(--adm-color-border)',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <button type="button" aria-label={m.decrease} disabled={value <= 1} onClick={() => set(value - 1)} style={button}>
        −
      </button>
      <input
        id={props.id}
        aria-label={props.label}
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 6);
          setText(digits);
          if (Number(digits) >= 1) set(Number(digits));
        }}
        onBlur={() => setText(String(value))}
        style={{ width: 56, height: 40, border: 0, textAlign: 'center', fontSize: 16, color: 'var(--app-text)' }}
      />
      <button
        type="button"
        aria-label={m.increase}
        disabled={value >= max}
        onClick={() => set(value + 1)}
        style={button}
      >
        +
      </button>
    </div>
  );
}

/**
 * Quantity as [−] [input] [+]: native elements, so the input takes an id or a label and the
 * buttons are named (antd-mobile's Stepper puts aria-value* on a plain div and drops the input's
 * role, which axe reports as critical). Whole numbers from 1 to `max`; a typed fraction (`2,5`) stays
 * in the box and reaches `onChange` as it is, for the owner to refuse (decision 0095).
 */
import { keepNumberChars, parseTypedNumber } from '@app/shared/number-input';
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
  onBlur?: () => void;
}) {
  const { value, onChange } = props;
  const max = props.max ?? 100_000;
  const [text, setText] = useState(String(value));
  useEffect(() => {
    if (Number.isInteger(value)) setText(String(value));
  }, [value]);
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
      <button
        type="button"
        aria-label={m.decrease}
        disabled={value <= 1}
        onClick={() => set(Math.ceil(value) - 1)}
        style={button}
      >
        −
      </button>
      <input
        id={props.id}
        aria-label={props.label}
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          const typed = keepNumberChars(e.target.value).slice(0, 9);
          setText(typed);
          const n = parseTypedNumber(typed);
          if (typeof n !== 'number' || n < 1) return;
          // A fraction (`2,5`) goes to the owner as it is, whose rule refuses it with its message
          // (`Số lượng phải là số nguyên`): read as 25 or rounded, it would buy what nobody asked for.
          if (Number.isInteger(n)) set(n);
          else onChange(n);
        }}
        onBlur={() => {
          if (Number.isInteger(value)) setText(String(value));
          props.onBlur?.();
        }}
        style={{ width: 56, height: 40, border: 0, textAlign: 'center', fontSize: 16, color: 'var(--app-text)' }}
      />
      <button
        type="button"
        aria-label={m.increase}
        disabled={value >= max}
        onClick={() => set(Math.floor(value) + 1)}
        style={button}
      >
        +
      </button>
    </div>
  );
}

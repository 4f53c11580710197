/**
 * A numeric text input for react-hook-form's Controller (decision 0095): it shows what the person
 * typed (`2,5`, `40,5`, `1.500`; never `NaN`), and hands the form the number @app/shared/number-input
 * reads from it: a fraction stays a fraction, so a whole-number field's schema refuses it with its own
 * message (`Số lượng phải là số nguyên`); empty or unreadable text is `undefined` (the schema asks
 * for the value). `scale` converts units (kg typed, grams stored: 1000); `round` rounds to whole
 * units of the field (grams, centimetres) for fields whose contract counts whole units.
 */
import { formatTypedNumber, keepNumberChars, parseTypedNumber } from '@app/shared/number-input';
import { Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { inputBox } from './input-field.tsx';

export function NumberInput(props: {
  id: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  /** Field units per typed unit (1000: kilograms typed, grams in the form). Default 1. */
  scale?: number;
  /** Round the field's value to a whole number (the typed text keeps its decimals). */
  round?: boolean;
  placeholder?: string;
  /** `decimal` where a fraction makes sense, `numeric` (digits keypad) elsewhere. */
  inputMode?: 'decimal' | 'numeric';
}) {
  const { value, onChange } = props;
  const scale = props.scale ?? 1;
  const toField = (n: number) => (props.round ? Math.round(n * scale) : n * scale);
  const shown = (v: number | null | undefined) =>
    v === null || v === undefined || !Number.isFinite(v) ? '' : formatTypedNumber(v / scale);
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, a default) replaces the text; the typed text's own value does not.
  useEffect(() => {
    setText((t) => {
      const typed = parseTypedNumber(t);
      const same = typed === undefined || typed === null ? value === undefined : toField(typed) === value;
      return same ? t : shown(value);
    });
  }, [value]);
  return (
    <Input
      id={props.id}
      value={text}
      onChange={(raw) => {
        const t = keepNumberChars(raw);
        setText(t);
        const n = parseTypedNumber(t);
        onChange(typeof n === 'number' ? toField(n) : undefined);
      }}
      onBlur={props.onBlur}
      inputMode={props.inputMode ?? 'decimal'}
      placeholder={props.placeholder}
      autoComplete="off"
      style={inputBox}
    />
  );
}

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

/** The form's value for a typed number: `scale` units per typed unit, rounded to whole units with `round`. */
function toField(n: number, scale: number, round: boolean | undefined): number {
  return round ? Math.round(n * scale) : n * scale;
}

/** The text for a form value set from outside: `2500` grams at scale 1000 → `'2,5'`; empty for none. */
function shown(v: number | null | undefined, scale: number): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '' : formatTypedNumber(v / scale);
}

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
  const round = props.round;
  const [text, setText] = useState(() => shown(value, scale));
  // A value set from outside (a reset, a default) replaces the text; the typed text's own value does not.
  useEffect(() => {
    setText((t) => {
      const typed = parseTypedNumber(t);
      const same = typeof typed === 'number' ? toField(typed, scale, round) === value : value === undefined;
      return same ? t : shown(value, scale);
    });
  }, [value, scale, round]);
  return (
    <Input
      id={props.id}
      value={text}
      onChange={(raw) => {
        const t = keepNumberChars(raw);
        setText(t);
        const n = parseTypedNumber(t);
        onChange(typeof n === 'number' ? toField(n, scale, round) : undefined);
      }}
      onBlur={props.onBlur}
      inputMode={props.inputMode ?? 'decimal'}
      placeholder={props.placeholder}
      autoComplete="off"
      style={inputBox}
    />
  );
}

/**
 * `<InputField control name …/>`: a react-hook-form text input (antd-mobile Input) in a labelled
 * FormField. With `max`, a character count appears near the limit; the input never cuts what is
 * typed or pasted (the schema says what is too long).
 */
import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CharCount } from './char-count.tsx';
import { FormField } from './form-field.tsx';

export const inputBox = {
  border: '1px solid var(--adm-color-border)',
  borderRadius: 6,
  padding: '8px 10px',
  '--font-size': '16px',
};

export function InputField<T extends FieldValues, O>(props: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  /** The contract's length limit, counted beside the label near it. */
  max?: number;
  input?: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
}) {
  const { id, error, max } = props;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormField
          id={id}
          label={props.label}
          error={error}
          hint={props.hint}
          extra={max ? <CharCount value={String(field.value ?? '')} max={max} /> : undefined}
        >
          <Input
            id={id}
            {...props.input}
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={props.placeholder}
            style={inputBox}
          />
        </FormField>
      )}
    />
  );
}

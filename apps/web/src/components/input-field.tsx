/** `<InputField control name …/>`: a react-hook-form text input (antd-mobile Input) in a labelled FormField. */
import { Input, type InputProps } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
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
  input?: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
}) {
  const { id, error } = props;
  return (
    <FormField id={id} label={props.label} error={error}>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Input
            id={id}
            {...props.input}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={props.placeholder}
            style={inputBox}
          />
        )}
      />
    </FormField>
  );
}

/**
 * `<PasswordField>`: a TextField for passwords with a show/hide button whose name is only the
 * short visible word ('Hiện' / 'Ẩn'), so `getByLabel('Mật khẩu')` finds the input alone.
 */
import { useState } from 'react';
import { authMessages } from '../messages/auth.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button type="button" className="field__addon" onClick={() => setShown((s) => !s)}>
          {shown ? authMessages.hidePassword : authMessages.showPassword}
        </button>
      }
    />
  );
}

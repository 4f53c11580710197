/**
 * `<PasswordField>`: a TextField for passwords with a show/hide button whose name is only the
 * short visible word ('Hiện' / 'Ẩn'), so `getByLabel('Mật khẩu')` finds the input alone.
 */
import { forwardRef, useState } from 'react';
import { authMessages } from '../messages/auth.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'addon'>>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <TextField
        {...props}
        ref={ref}
        type={shown ? 'text' : 'password'}
        addon={
          <button type="button" className="field__addon" onClick={() => setShown((s) => !s)}>
            {shown ? authMessages.hidePassword : authMessages.showPassword}
          </button>
        }
      />
    );
  },
);

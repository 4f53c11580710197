/**
 * /auth/forgotPassword, two steps: (1) email or phone → POST /auth/forgotPassword sends a 6-digit
 * code; (2) code + new password (checked against the API's policy) → POST /auth/resetPassword →
 * login, with a notice. Shared schemas `forgotPasswordInput` / `resetPasswordInput`.
 * DOM hooks: label 'Email hoặc số điện thoại', button 'Gửi mã xác nhận'; then labels
 * 'Mã xác nhận', 'Mật khẩu mới', button 'Đặt lại mật khẩu'; `form-error`, `form-notice`.
 */
import { forgotPasswordInput } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { TextField } from '../../../components/text-field.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { authMessages as m } from '../../../messages/auth.ts';
import { AuthBrand } from '../components/auth-brand.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export function Component() {
  const [userName, setUserName] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { userName: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const requestCode = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await call(authEndpoints.forgotPassword, { body: values });
      setUserName(values.userName);
    } catch (err) {
      setFormError(errorText(err));
    }
  });

  return (
    <div className="auth-page">
      <AuthBrand />
      <PageTitle>{m.forgotHeading}</PageTitle>
      {userName === null ? (
        <form ref={formRef} className="form" noValidate onSubmit={requestCode} data-testid="forgot-form">
          <p className="muted">{m.forgotIntro}</p>
          <TextField
            label={m.userName}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            error={formState.errors.userName?.message}
            {...register('userName')}
          />
          <FormError message={formError} />
          <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? m.submitting : m.sendCode}
          </button>
        </form>
      ) : (
        <ResetPasswordForm userName={userName} />
      )}
      <p className="auth-footer">
        <Link to="/auth/login">{m.toLogin}</Link>
      </p>
    </div>
  );
}

/**
 * /auth/setPassword?token=… (public): a customer an agent created (decision 0118) chooses a password
 * from the link mailed to them — the API's policy shown as a checklist, the two entries must match —
 * then POST /auth/SetPassword `{ token, password }` (the staff invitations' one-time link, 24 h) and
 * on to /auth/login with a notice. A used or expired link shows the API's Vietnamese message.
 * DOM hooks: `data-testid="set-password-form"`, labels 'Mật khẩu mới', 'Nhập lại mật khẩu'.
 */
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { setPasswordInput } from '@app/shared/contracts/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../components/form-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PolicyChecklist, usePasswordPolicy, withPolicy } from '../../../components/password-policy.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { call, errorText } from '../../../lib/api-client.ts';
import { authMessages as m } from '../../../messages/auth.ts';
import { AuthBrand } from '../components/auth-brand.tsx';

const formSchema = setPasswordInput
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: m.setPasswordMismatch });

export function Component() {
  const navigate = useNavigate();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => withPolicy(formSchema, 'password', policy), [policy]);
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirm: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await call(authEndpoints.setPassword, { body: { token, password } });
      navigate('/auth/login', { replace: true, state: { notice: m.setPasswordDone } });
    } catch (err) {
      setFormError(errorText(err));
    }
  });

  return (
    <div className="auth-page">
      <AuthBrand />
      <PageTitle>{m.setPasswordHeading}</PageTitle>
      {!token ? (
        <p className="form-error" role="alert" data-testid="set-password-no-token">
          {m.setPasswordNoToken}
        </p>
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={submit} data-testid="set-password-form">
          <p className="form-note">{m.setPasswordIntro}</p>
          <PasswordField
            label={m.newPassword}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            hint={<PolicyChecklist policy={policy} password={watch('password') ?? ''} />}
            {...register('password')}
          />
          <PasswordField
            label={m.setPasswordConfirm}
            autoComplete="new-password"
            required
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <FormError message={formError} />
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {isSubmitting ? m.submitting : m.setPasswordButton}
          </button>
        </form>
      )}
      <p className="auth-footer">
        <Link to="/auth/login">{m.toLogin}</Link>
      </p>
    </div>
  );
}

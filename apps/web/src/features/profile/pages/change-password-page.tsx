/**
 * /profile/changePassword: current password + a new one that meets the API's policy (shared
 * `changePasswordInput` + `passwordProblems`) → PUT /CurrentUser/ChangePassword (the API signs out
 * every other session) → back to /profile with a notice. A wrong current password is shown on
 * its field. DOM hooks: labels 'Mật khẩu hiện tại', 'Mật khẩu mới'; button 'Đổi mật khẩu'.
 */
import { changePasswordInput } from '@app/shared/contracts/auth';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PolicyChecklist, usePasswordPolicy, withPolicy } from '../../../components/password-policy.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { ApiError, call, errorText } from '../../../lib/api-client.ts';
import { profileMessages as m } from '../../../messages/profile.ts';

export function Component() {
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => withPolicy(changePasswordInput, 'newPassword', policy), [policy]);
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await call(currentUserEndpoints.changePassword, { body: values });
      navigate('/profile', { replace: true, state: { notice: m.passwordSaved } });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'wrong-password')
        setError('currentPassword', { message: err.message });
      else if (err instanceof ApiError && err.code === 'password-does-not-meet-requirements')
        setError('newPassword', { message: err.message });
      else setFormError(errorText(err));
    }
  });

  return (
    <form ref={formRef} className="form card" noValidate onSubmit={submit} data-testid="change-password-form">
      <PasswordField
        label={m.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={m.newPassword}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={<PolicyChecklist policy={policy} password={watch('newPassword') ?? ''} />}
        {...register('newPassword')}
      />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {m.savePassword}
      </button>
    </form>
  );
}

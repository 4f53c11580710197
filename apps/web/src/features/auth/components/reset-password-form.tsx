/**
 * Step 2 of the forgotten-password flow: the 6-digit code from the mail and a new password that
 * meets the API's policy → POST /auth/resetPassword → /auth/login with a notice.
 */
import { resetPasswordInput } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PolicyChecklist, usePasswordPolicy, withPolicy } from '../../../components/password-policy.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { TextField } from '../../../components/text-field.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { authMessages as m } from '../../../messages/auth.ts';

export function ResetPasswordForm({ userName }: { userName: string }) {
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => withPolicy(resetPasswordInput, 'newPassword', policy), [policy]);
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { userName, code: '', newPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await call(authEndpoints.resetPassword, { body: values });
      navigate('/auth/login', { replace: true, state: { notice: m.resetDone } });
    } catch (err) {
      setFormError(errorText(err));
    }
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit} data-testid="reset-form">
      <p className="form-notice" role="status" data-testid="form-notice">
        {m.codeSent}
      </p>
      <TextField
        label={m.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
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
        {isSubmitting ? m.submitting : m.resetButton}
      </button>
    </form>
  );
}
